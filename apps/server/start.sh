#!/bin/sh
# Runs the compiled server as production does (`npm start`, after the build). Plain POSIX sh.
#
# glibc malloc: a block of at least mmap_threshold bytes gets a mapping of its own, returned to the system
# when freed; smaller blocks come from arenas, whose freed middles stay resident. A fixed threshold also
# stops glibc raising it to the largest block freed so far (up to 32 MiB), which kept the start's large,
# short-lived blocks resident for good.
#   embedded (no DATABASE_URL): 8 KiB. V8 compiles PGlite's WebAssembly in zone segments of 8 to 32 KiB,
#     about 100 MiB of them at once at start; at or above the threshold they are unmapped once the module
#     is compiled (idle RSS about 280 MiB at 128 KiB, 240 at 32 KiB, 220 at 8 KiB).
#   PostgreSQL: 128 KiB. Every socket read allocates 64 KiB; below 128 KiB it comes from an arena, while a
#     32 KiB threshold makes each read an mmap and a munmap (about 7 % more CPU per spot order).
if [ -n "$DATABASE_URL" ]; then malloc_threshold=131072; else malloc_threshold=8192; fi
export GLIBC_TUNABLES="glibc.malloc.mmap_threshold=$malloc_threshold:glibc.malloc.trim_threshold=$malloc_threshold"
# V8: a young generation of at most 2 x 4 MiB (instead of 2 x 16) and an old generation that grows by half
# instead of doubling, so the heap kept after the start-up backfill is not twice what is live. The young
# generation trades memory for CPU: V8 shrinks it only when a process allocates under 1 MB/s, and an idle
# server allocates about 10 (the house liquidity maker re-quoting every pair), so 2 x 16 MiB keeps about
# 25 MiB more resident at idle, while 2 x 4 MiB costs about a sixth more CPU per spot order under load
# (README, issue 14). It goes first in NODE_OPTIONS so that an operator's own NODE_OPTIONS wins, e.g.
# NODE_OPTIONS=--max-semi-space-size=16 for throughput.
export NODE_OPTIONS="--max-semi-space-size=4${NODE_OPTIONS:+ $NODE_OPTIONS}"
# --expose-gc: once the first start's generated history (over 20 MiB) is written, the server asks for one
# full collection (platform/full-gc.ts) instead of keeping it resident until V8's next, a minute or more on.
# Optimising compilers, embedded mode: each compilation takes its memory in zone segments of 8 to 32 KiB,
# at the embedded threshold above a mapping and an unmapping each, and every unmapping interrupts the
# other core to flush its TLB (on a slow virtual machine a second start spent more CPU in those unmappings
# than in anything else). So both tiers optimise later than V8's defaults:
#   --wasm-tiering-budget (default 1,800,000, about the bytes of WebAssembly a function runs before it is
#     optimised), a hundred times higher: PGlite's functions that run all the time are still optimised
#     within seconds, the thousands that a start runs a few times are not (second start 11 s, then 6).
#   --interrupt-budget (default 67,584, the same for JavaScript), twenty times higher: a start's module
#     bodies, backfill and view load run in the baseline tiers; the request paths that stay hot are
#     optimised a little later (second start 6.6 to 7.9 s, then 4.5 to 5.1; idle memory unchanged).
# A threshold above 32 KiB would avoid the unmappings too, but kept about 65 MiB more resident at idle.
tiering="--wasm-tiering-budget=180000000 --interrupt-budget=1351680"
if [ -n "$DATABASE_URL" ]; then tiering=""; fi
exec node --heap-growing-percent=50 --expose-gc $tiering dist/main.js
