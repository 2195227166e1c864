#include <cstdio>
__global__ void k(unsigned *out)
{
    const unsigned z = (unsigned)(threadIdx.x & 0);
    bool ph = false, pl = false;
    unsigned r;
    r = __vibmax_s16x2(0x7fff8000u + z, 0x80007fffu, &ph, &pl); out[0] = r; out[1] = ph * 2 + pl;
    r = __vibmax_u16x2(0x7fff8000u + z, 0x80007fffu, &ph, &pl); out[2] = r; out[3] = ph * 2 + pl;
    r = __vibmin_s16x2(0x00050005u + z, 0x00050004u, &ph, &pl); out[4] = r; out[5] = ph * 2 + pl;
    r = __vibmin_u16x2(0xffff0001u + z, 0x0001ffffu, &ph, &pl); out[6] = r; out[7] = ph * 2 + pl;
}
int main()
{
    unsigned *d, o[8];
    cudaMalloc(&d, sizeof o);
    k<<<1, 1>>>(d);
    cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    printf("maxs %08x p=%u (want 7fff7fff 2)\nmaxu %08x p=%u (want 80008000 1)\nmins %08x p=%u (want 00050004 2)\nminu %08x p=%u (want 00010001 1)\n", o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]);
}
