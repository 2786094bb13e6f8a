"""Experiment: the chunk replay in a BFC allocator capped like TF_CPU_BFC_MEM_LIMIT_IN_MB (growing regions)."""
import sys
sys.path.insert(0, "/work/main/benchmarks")
import zoo
from kerasmem.estimate import bfc as B, analytic as A
from kerasmem import parse_size, max_batch_size
LIMIT = [None]
orig = B.BFC._extend
def _extend(self, n):
    if LIMIT[0] is None:
        return orig(self, n)
    used = sum(self.regions)
    available = (LIMIT[0] - used) // 256 * 256
    if n > available:
        raise MemoryError
    grown = False
    while n > self.region_bytes:
        self.region_bytes *= 2; grown = True
    size = min(self.region_bytes, available)
    addr = self._top; self._top += size + B.MIN_ALLOCATION
    self.regions.append(size)
    self._size[addr] = size; self._end[addr] = addr + size; self._before[addr + size] = addr
    import bisect; bisect.insort(self._free, (size, addr))
    if not grown: self.region_bytes *= 2
B.BFC._extend = _extend
captured = {}
orig_init = A._Replay.__init__
def init(self, *a, **k):
    orig_init(self, *a, **k); captured["r"] = self
A._Replay.__init__ = init
name, cap = sys.argv[1], sys.argv[2]
lo, hi = int(sys.argv[3]), int(sys.argv[4])
_, m = zoo.compiled(name)
memory = parse_size(cap)
pred = int(max_batch_size(m, memory, device="cpu", memory_growth=True))
r = captured["r"]
print(name, cap, "predicted", pred)
LIMIT[0] = memory
step = max(1, (hi - lo) // 20)
for b in range(lo, hi + 1, step):
    out = []
    for reverse in (False, True):
        try:
            p = r.plan.allocator_peak(b, r._variables + [r.folded(b)], r._first_region, reverse=reverse)
            out.append(f"{p.bytes / 2**20:6.1f}")
        except MemoryError:
            out.append("   OOM")
    print(b, *out)
