import json, statistics, sys
TRUTH = {("mnist_cnn",32):50.6,("mnist_cnn",256):119.3,("mlp_4096",32):302.9,("mlp_4096",256):314.6,("bn_cnn",16):81.8,("bn_cnn",64):222.9,
("mobilenet_v2",16):140.5,("mobilenet_v2",64):437.4,("resnet50",8):352.4,("resnet50",32):527.5,("lstm_256",32):20.1,("lstm_256",128):52.7,
("transformer_2x128",16):35.7,("transformer_2x128",64):95.4,("conv_autoencoder",16):85.5,("conv_autoencoder",64):157.2,("densenet121",8):188.5,
("densenet121",32):436.6,("gru_2x128",32):15.6,("gru_2x128",128):49.6,("two_inputs",32):72.7,("two_inputs",128):83.2,("vgg16",8):420.1,("vgg16",32):505.2}
rows = [json.loads(l) for l in open(sys.argv[1])]
keys = list(rows[0]["sims"]); field = sys.argv[2] if len(sys.argv) > 2 else "peak_MiB"
print("| model | b | meas | " + " | ".join(keys) + " | trace s | sim s (all) |")
errs = {k: [] for k in keys}; errs_nr = {k: [] for k in keys}
for r in rows:
    t = TRUTH[(r["model"], r["batch"])]
    cells = []
    for k in keys:
        p = r["sims"][k][field]; e = p / t - 1; errs[k].append(abs(e))
        if not r["control_flow"]: errs_nr[k].append(abs(e))
        cells.append(f"{p:.1f} ({e:+.0%})")
    print(f"| {r['model']} | {r['batch']} | {t} | " + " | ".join(cells) + f" | {r['t_trace']} | {sum(v['t_sim'] for v in r['sims'].values()):.1f} |")
for k in keys:
    print(k, "median", f"{statistics.median(errs[k]):.1%}", "max", f"{max(errs[k]):.1%}", "| no-RNN median", f"{statistics.median(errs_nr[k]):.1%}", "max", f"{max(errs_nr[k]):.1%}")
