#include <cstdio>
__global__ void k(unsigned *out, const unsigned *a, const unsigned *b, int n)
{
    int i = threadIdx.x;
    if (i >= n) return;
    bool hi, lo;
    out[i * 8 + 0] = __vibmax_s16x2(a[i], b[i], &hi, &lo); out[i * 8 + 1] = hi * 2 + lo;
    out[i * 8 + 2] = __vibmax_u16x2(a[i], b[i], &hi, &lo); out[i * 8 + 3] = hi * 2 + lo;
    out[i * 8 + 4] = __vibmin_s16x2(a[i], b[i], &hi, &lo); out[i * 8 + 5] = hi * 2 + lo;
    out[i * 8 + 6] = __vibmin_u16x2(a[i], b[i], &hi, &lo); out[i * 8 + 7] = hi * 2 + lo;
}
int main()
{
    const unsigned a[] = {0x00050003u, 0x00030005u, 0x80007fffu, 0x7fff8000u, 0x00040004u, 0xffff0001u, 0x0001ffffu, 0x12345678u};
    const unsigned b[] = {0x00030005u, 0x00050003u, 0x7fff8000u, 0x80007fffu, 0x00040004u, 0x0001ffffu, 0xffff0001u, 0x56781234u};
    const int n = 8;
    unsigned *da, *db, *dout, out[64];
    cudaMalloc(&da, sizeof a); cudaMalloc(&db, sizeof b); cudaMalloc(&dout, sizeof out);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice); cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(dout, da, db, n);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("a=%08x b=%08x maxs=%08x p=%u maxu=%08x p=%u mins=%08x p=%u minu=%08x p=%u\n", a[i], b[i], out[i*8], out[i*8+1], out[i*8+2], out[i*8+3], out[i*8+4], out[i*8+5], out[i*8+6], out[i*8+7]);
    return 0;
}
