"""Driver: runs each (model,batch,opt) in a fresh subprocess, one at a time."""
import subprocess, time, json, os, sys
PY = "/tmp/probe-venv/bin/python"
RUNS = [
 ("mnist_cnn", 32, "adam"), ("mnist_cnn", 256, "adam"), ("mnist_cnn", 32, "sgd"), ("mnist_cnn", 256, "sgd"),
 ("mlp", 32, "adam"), ("mlp", 256, "adam"), ("mlp", 32, "sgdm"), ("mlp", 256, "sgdm"),
 ("bn_cnn", 16, "adam"), ("bn_cnn", 64, "adam"),
 ("mobilenetv2", 16, "rmsprop"), ("mobilenetv2", 64, "rmsprop"),
 ("resnet50", 8, "sgdm"), ("resnet50", 32, "sgdm"),
 ("densenet121", 8, "adam"), ("densenet121", 32, "adam"),
 ("lstm", 32, "adam"), ("lstm", 128, "adam"), ("gru2", 32, "adam"), ("gru2", 128, "adam"),
 ("transformer", 16, "adamw"), ("transformer", 64, "adamw"),
 ("autoencoder", 16, "adam"), ("autoencoder", 64, "adam"),
 ("two_input", 32, "adagrad"), ("two_input", 128, "adagrad"),
]
tag = sys.argv[1] if len(sys.argv) > 1 else "main"
sel = sys.argv[2].split(",") if len(sys.argv) > 2 else None
os.makedirs(f"/tmp/study/out_{tag}", exist_ok=True)
for m, b, o in RUNS:
    if sel and m not in sel: continue
    out = f"/tmp/study/out_{tag}/{m}_{b}_{o}.json"
    if os.path.exists(out): continue
    t = time.time()
    p = subprocess.run([PY, "/tmp/study/measure.py", m, str(b), o, out], capture_output=True, text=True)
    wall = time.time() - t
    if p.returncode != 0:
        print("FAIL", m, b, o, p.stderr[-3000:], flush=True); continue
    d = json.load(open(out)); d["r"]["wall_s"] = wall; json.dump(d, open(out, "w"), indent=1)
    print(f"{m:12s} b={b:4d} {o:8s} P={d['r']['P']/2**20:8.1f}MiB wall={wall:5.1f}s", flush=True)
