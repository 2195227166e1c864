#!/usr/bin/env bash
# tests/verdict/paste/run.sh [NAME...]: the paste hunt's whole kernel files in the simulator (tests/verdict/run.sh);
# PASTE_NVCC=1 builds them as make p34 does (nvcc and the host-code check too)
exec "$(dirname "$0")/../run.sh" paste "$@"
