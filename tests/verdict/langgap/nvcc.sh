#!/usr/bin/env bash
# tests/verdict/langgap/nvcc.sh [NAME...]: the truth of each langgap kernel: nvcc 13.0 compiling it
# with the Makefile's kernel flags; prints NAME<TAB>accepted|refused<TAB>nvcc's first error line
cd "$(dirname "$0")/../../.." || exit 1
H=build/verdict/langgap; O=build/verdict/langgap-nvcc
python3 tests/verdict/gen.py langgap "$H" || exit 1
mkdir -p $O
names=("$@"); [ ${#names[@]} -gt 0 ] || names=($(cut -f1 $H/cases.tsv))
for n in "${names[@]}"; do
    scripts/kernel-includes $H/$n.cu $O/$n-includes.h
    if /usr/local/cuda/bin/nvcc -O3 -std=c++17 -lineinfo -gencode=arch=compute_90a,code=sm_90a -I. -diag-suppress 177,550 \
        -DP34_KERNEL_FILE="\"$H/$n.cu\"" -DP34_KERNEL_INCLUDES="\"$O/$n-includes.h\"" -DP34_TABLE=t \
        -c kernel_table.cu -o $O/$n.o >$O/$n.log 2>&1; then r=accepted; else r=refused; fi
    printf '%s\t%s\t%s\n' "$n" "$r" "$(grep -m1 -iE 'error' $O/$n.log | sed "s#$PWD/##" | cut -c1-200)"
done
