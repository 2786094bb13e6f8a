import json, statistics
exec(open("table.py").read().split("rows =")[0])
ACC = {("lstm_256",32):12.7,("lstm_256",128):50.8,("gru_2x128",32):11.95,("gru_2x128",128):47.7}
rows = [json.loads(l) for l in open("results_bfc.jsonl")]
V = [("creation","peak_MiB"),("creation+fwd","peak_MiB"),("creation","bfc_MiB"),("creation+fwd","bfc_MiB"),("fifo+fwd","bfc_MiB"),("creation+fwd+scr","peak_MiB"),("creation+fwd+scr","bfc_MiB")]
print("| model | b | meas | " + " | ".join(f"{k} {'live' if f=='peak_MiB' else 'BFC'}" for k,f in V) + " | peak phase | trace s | sim s |")
E = {v: [] for v in V}; EN = {v: [] for v in V}
for r in rows:
    t = TRUTH[(r["model"], r["batch"])]; acc = ACC.get((r["model"], r["batch"]), 0)
    cells = []
    for v in V:
        p = r["sims"][v[0]][v[1]] + acc; e = p / t - 1; E[v].append(abs(e))
        if not r["control_flow"]: EN[v].append(abs(e))
        cells.append(f"{p:.0f} ({e:+.0%})")
    s = r["sims"]["creation+fwd"]
    print(f"| {r['model']}{'*' if acc else ''} | {r['batch']} | {t} | " + " | ".join(cells) + f" | {s['phase']} | {r['t_trace']} | {s['t_sim']}+{s['t_bfc']} |")
for v in V:
    print(v, f"all: median {statistics.median(E[v]):.1%} max {max(E[v]):.1%} | non-RNN: median {statistics.median(EN[v]):.1%} max {max(EN[v]):.1%} | within 8%: {sum(e<=0.08 for e in E[v])}/24")
for m, b in (("mnist_cnn",256),("resnet50",32),("mlp_4096",32),("vgg16",8)):
    r = next(r for r in rows if r["model"]==m and r["batch"]==b); s = r["sims"]["creation+fwd"]
    print(m, b, "peak at", s["at"], s["phase"]); [print("   ", x) for x in s["top"][:6]]
