"""replay_orders.py MODEL:BATCH ...: the chunk replay's four variants at the batch (bytes in use, requests, live chunks)."""
from pathlib import Path
import sys, os
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
import kerasmem  # noqa
from zoo import compiled
from kerasmem.estimate import prepare
from kerasmem.estimate import analytic
MiB = 2**20
for arg in sys.argv[1:]:
    name, b = arg.split(":"); b = int(b)
    _, model = compiled(name)
    est = prepare(model, "analytic", device="cpu")
    step = est.places.__self__
    e = est(b)
    print(f"== {name} b{b}: total {e.total/MiB:.1f}, requests {step.requests(b)/MiB:.1f}, slack {step.slack(b)/MiB:.1f}, raw slack {step._chunk_slack(b)/MiB:.1f}")
    folded = step.constants(b)
    for made in step._layouts:
        starts = (0,)
        if step._first_region is None and step.plan.next_region(made, folded) < analytic._EARLY_REGIONS:
            starts = (0, analytic._EARLY_REGIONS)
        for g in starts:
            for rev in (False, True):
                p = step.plan.allocator_peak(b, folded, step._first_region, reverse=rev, made=made, grown_to=g)
                big = sorted(((bb.size(b), bb.raw(b), bb.category, bb.owner) for bb in p.live), reverse=True)[:6]
                print(f"  layout{len(made)>0} grown_to={g>>20} rev={rev}: in use {p.bytes/MiB:.1f} at {p.phase} layer {p.layer}; "
                      f"live requests {sum(x.size(b) for x in p.live)/MiB:.1f}")
                for s, r, c, o in big:
                    print(f"      {s/MiB:7.2f} {c} owner {o}")
