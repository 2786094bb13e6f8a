"""The replay's piled kernel gradients per layer (rules' ``backward_pile``), for MODEL:BATCH ...:
PYTHONPATH=/work/main:/work/main/benchmarks piles.py MODEL:BATCH ...

``record_piles()`` (also used by ``probe.py``) makes every later replay record its piled buffers."""
import collections
import os
import sys


def record_piles() -> collections.Counter:
    """Patches ``liveness.Plan.alloc`` to count each piled buffer, by (plan, layer, bytes): the counter."""
    from kerasmem.estimate import liveness

    piles = collections.Counter()
    original = liveness.Plan.alloc

    def alloc(self, per_sample, fixed, category, owner, name="", min_batch=0):
        if name == "piled kernel gradients":
            piles[(id(self), owner, fixed)] += 1
        return original(self, per_sample, fixed, category, owner, name, min_batch)

    liveness.Plan.alloc = alloc
    return piles


if __name__ == "__main__":
    os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
    from zoo import compiled
    from kerasmem import estimate_memory

    piles = record_piles()
    for arg in sys.argv[1:]:
        model_name, batch = arg.split(":")
        piles.clear()
        _, model = compiled(model_name)
        e = estimate_memory(model, int(batch), device="cpu")
        plans = sorted({p for p, _, _ in piles})
        print(f"{arg}: estimate {e.total / 2**20:.1f} MiB")
        for (plan, owner, nbytes), count in sorted(piles.items()):
            if plan == plans[0]:
                print(f"   layer {owner:3d}: {count} x {nbytes / 2**20:.2f} MiB = {count * nbytes / 2**20:.1f} MiB")
