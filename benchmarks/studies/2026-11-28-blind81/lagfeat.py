"""lagfeat.py BEFORE.txt AFTER.txt: for each row the two evaluate_estimator tables put apart, the
lagging filter gradient named in the estimate's notes, its shape, whether its input gradient runs
image by image, and the op-times study's F / I fit."""
import os, sys, re, math
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
_here = os.path.dirname(os.path.abspath(__file__)); _km = os.path.abspath(os.path.join(_here, "../../.."))
sys.path.insert(0, _km); sys.path.insert(0, _km + "/benchmarks"); sys.path.insert(0, _here)
import zoo, kerasmem
from rows import load
from kerasmem.estimate import rules
from kerasmem.probes import host
A = load(sys.argv[1]); B = load(sys.argv[2])
keys = sorted(k for k in A if k in B and abs(A[k]['err'] - B[k]['err']) >= 0.5)
models = {}
for k in keys:
    name, batch, _ = k
    if name not in models:
        models[name] = zoo.compiled(name)[1]
    model = models[name]
    e = kerasmem.estimate_memory(model, batch, device="cpu")
    m = [re.search(r"filter gradient of '([^']+)'", n) for n in e.notes]
    m = [x.group(1) for x in m if x]
    feat = "-"
    if m:
        lname = re.sub(r" \(call \d+\)$", "", m[0])
        try:
            layer = model.get_layer(lname)
        except Exception:
            layer = None
            for l in model._flatten_layers():
                if l.name == lname: layer = l
        if layer is not None and hasattr(layer, "kernel"):
            shape = tuple(int(d) for d in layer.kernel.shape)
            out = tuple(int(d) for d in layer.output.shape[1:]) if hasattr(layer, "output") else None
            out_depth = shape[-1]; filt = math.prod(shape) // out_depth
            positions = math.prod(out[:-1]) if out else 0
            size = 2 if "16" in str(layer.compute_dtype) else 4
            wu = positions * out_depth + filt * out_depth + positions * filt
            per_image = wu // host.cpu_threads() >= rules.CONV_L2 // size
            fi = 0.16 * (positions * batch / out_depth) ** 0.4
            feat = f"{lname} {layer.__class__.__name__} pos {positions} filt {filt} out {out_depth} {layer.compute_dtype} per_image={per_image} F/I={fi:.2f}"
    print(f"{name:32s} b{batch:<5d} {A[k]['err']:+6.1f} -> {B[k]['err']:+6.1f} | {feat}", flush=True)
