#!/usr/bin/env python3
"""Where a game's kernel spends its time, sampled by Linux ``perf``.

Numba's compiled code carries no symbols ``perf`` can read. This script compiles the game's
kernels afresh (a temporary Numba cache: code loaded from the cache cannot be inspected), writes
``/tmp/perf-PID.map`` with every compiled function's address, runs the game in a loop while
``perf record`` samples this process, and prints each function's share. ``--hot`` also prints the
hottest instructions of the busiest function, disassembled with ``objdump`` from a copy of its
machine code; ``--lines`` compiles with debug information and adds up the samples by source line
(the debug build calls ``min`` and ``max`` out of line, so read its shares with care, and a line
number may belong to any module the kernel inlines).

usage:
  python tools/perf_kernel.py GAME [--players N] [--threads N] [--seconds S] [--hot K] [--lines]

Needs ``perf`` and ``objdump`` on PATH and ``kernel.perf_event_paranoid`` at 2 or lower; the
software clock event works in VMs without hardware counters. docs/performance.md shows what it
found in the main job.
"""
import argparse
import collections
import ctypes
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--hot", type=int, default=0, help="instructions to show")
    parser.add_argument("--lines", action="store_true", help="samples by source line")
    return parser.parse_args()


def _functions():
    """{address: (name, library)} of every function Numba compiled in this process."""
    from numba.core.registry import CPUDispatcher
    import gc

    found = {}
    seen = set()

    def walk(lib):
        if id(lib) in seen:
            return
        seen.add(id(lib))
        try:
            ir = lib.get_llvm_str()
        except Exception:
            ir = ""
        for name in re.findall(r'^define [^@]*@"?([^"(]+)"?\(', ir, re.M):
            try:
                address = lib.get_pointer_to_function(name)
            except Exception:
                continue
            if address:
                found[address] = (name, lib)
        for linked in getattr(lib, "_linking_libraries", ()):
            walk(linked)

    for obj in gc.get_objects():
        if isinstance(obj, CPUDispatcher):
            for cres in obj.overloads.values():
                walk(cres.library)
    return found


def _samples(perf_data):
    out = subprocess.run(["perf", "script", "-i", perf_data, "-F", "ip"], capture_output=True,
                         text=True, check=True).stdout.split()
    return collections.Counter(int(ip, 16) for ip in out)


def _disassemble(address, size):
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(ctypes.string_at(address, size))
        f.flush()
        text = subprocess.run(["objdump", "-D", "-b", "binary", "-m", "i386:x86-64", "-M", "intel",
                               f.name], capture_output=True, text=True, check=True).stdout
    rows = []
    for line in text.splitlines():
        m = re.match(r"\s+([0-9a-f]+):\s+(?:[0-9a-f]{2} )+\s*\t?(.*)", line)
        if m and m.group(2).strip():
            rows.append((int(m.group(1), 16), m.group(2).strip()))
    return rows


def _by_line(asm, rows, counts, address):
    """Samples by source line: the assembly's instructions (with their ``.loc`` lines) matched
    to the disassembled ones by mnemonic."""
    import difflib

    located, line = [], 0
    for text in asm:
        s = text.strip()
        m = re.match(r"\.loc\s+\d+\s+(\d+)", s)
        if m:
            line = int(m.group(1)) or line
        elif s and not s.startswith((".", "#")) and not s.endswith(":"):
            located.append((line, s.split()[0]))
    real = [(off, text.split()[0]) for off, text in rows if not text.startswith(("nop", "data16", "xchg", "cs "))]
    matcher = difflib.SequenceMatcher(None, [m for _, m in located], [m for _, m in real], autojunk=False)
    by_line = collections.Counter()
    for i, j, n in matcher.get_matching_blocks():
        for t in range(n):
            by_line[located[i + t][0]] += counts.get(address + real[j + t][0], 0)
    return by_line


def main():
    args = _args()
    cache = tempfile.mkdtemp(prefix="perf-kernel-")
    os.environ["NUMBA_CACHE_DIR"] = cache
    os.environ["NUMBA_NUM_THREADS"] = str(args.threads)
    if args.lines:
        os.environ["NUMBA_DEBUGINFO"] = "1"
    sys.path.insert(0, ROOT)
    import llvmlite.binding as llvm

    llvm.set_option("", "--x86-asm-syntax=intel")
    import sim

    players = args.players
    sim.run(args.game, players=players, trials=1 << 14, write=False, threads=args.threads)
    functions = _functions()
    addresses = sorted(functions)
    sizes = {a: (b - a if b - a < 1 << 20 else 1 << 16) for a, b in zip(addresses, addresses[1:] + [0])}
    with open(f"/tmp/perf-{os.getpid()}.map", "w") as f:
        for a in addresses:
            f.write(f"{a:x} {sizes[a]:x} {functions[a][0][:200]}\n")
    perf_data = os.path.join(cache, "perf.data")
    recorder = subprocess.Popen(["perf", "record", "-e", "cpu-clock", "-F", "5000", "-p",
                                 str(os.getpid()), "-o", perf_data], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    end = time.time() + args.seconds
    while time.time() < end:
        sim.run(args.game, players=players, trials=1 << 20, write=False, threads=args.threads)
    recorder.send_signal(2)
    recorder.wait()
    counts = _samples(perf_data)
    total = sum(counts.values())
    share = collections.Counter()
    for ip, n in counts.items():
        for a in addresses:
            if a <= ip < a + sizes[a]:
                share[a] += n
                break
    print(f"{total} samples, {sum(share.values()) / total:.1%} in Numba's code")
    for a, n in share.most_common(8):
        print(f"{n / total:7.2%}  {functions[a][0][:110]}")
    if not share:
        return
    busiest = share.most_common(1)[0][0]
    rows = _disassemble(busiest, sizes[busiest])
    if args.hot:
        print(f"\nhottest instructions of {functions[busiest][0][:80]}")
        for off, text in sorted(rows, key=lambda r: -counts.get(busiest + r[0], 0))[:args.hot]:
            print(f"{counts.get(busiest + off, 0) / total:7.2%}  {off:6x}  {text}")
    if args.lines:
        asm = functions[busiest][1].get_asm_str().splitlines()
        name = functions[busiest][0]
        start = next(i for i, t in enumerate(asm) if t.startswith(name + ":"))
        stop = next(i for i in range(start, len(asm)) if asm[i].startswith(".Lfunc_end"))
        by_line = _by_line(asm[start + 1:stop], rows, counts, busiest)
        print("\nby source line (any module the kernel inlines)")
        for line, n in by_line.most_common(25):
            print(f"{n / total:7.2%}  line {line}")


if __name__ == "__main__":
    main()
