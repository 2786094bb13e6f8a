"""Reads out_<tag>/*.json and prints markdown tables + model fits."""
import json, glob, sys, os
import numpy as np
import pandas as pd

MiB = 2 ** 20
tags = sys.argv[1].split(",") if len(sys.argv) > 1 else ["main"]

def load(tag):
    rows = []
    for f in sorted(glob.glob(f"/tmp/study/out_{tag}/*.json")):
        r = json.load(open(f))["r"]
        r["tag"] = tag
        rows.append(r)
    return pd.DataFrame(rows)

df = pd.concat([load(t) for t in tags], ignore_index=True)
order = ["mnist_cnn", "mlp", "bn_cnn", "mobilenetv2", "resnet50", "densenet121", "lstm", "gru2",
         "transformer", "autoencoder", "two_input"]
df["mi"] = df.model.map(order.index)
df = df.sort_values(["tag", "mi", "opt", "batch"]).reset_index(drop=True)

df["S"] = df.S_optvars
df["in_ps"] = df.x_bytes_batch / df.batch + df.y_bytes_batch / df.batch
df["pmax_pmin"] = df.step_peaks.map(lambda p: max(p) / min(p))
df["first_is_max"] = df.step_peaks.map(lambda p: p[0] == max(p))
df["peak_step"] = df.step_peaks.map(lambda p: int(np.argmax(p)) + 1)
df["fwd_inf"] = df.fwd_infer_graph.map(lambda l: l[1]["delta"])
df["fwd_trn"] = df.fwd_train_graph.map(lambda l: l[1]["delta"])
df["fwd_eag"] = df.fwd_infer_eager.map(lambda l: l[1]["delta"])
df["grad_peak_delta"] = df.decomp.map(lambda l: l[1]["grad_peak"] - l[1]["before"])
df["grads_held"] = df.decomp.map(lambda l: l[1]["grads_held"])
df["apply_delta"] = df.decomp.map(lambda l: l[1]["apply_delta"])
df["X"] = df.P - df.W - df.S   # batch-dependent part + gradients + transients
b = df.batch
A = df.a_all_ps + df.in_ps
cands = {
    "a: W+S+b*(Aall+in)": df.W + df.S + b * A,
    "b: W+S+2b*Aall+b*in": df.W + df.S + 2 * b * df.a_all_ps + b * df.in_ps,
    "c: W+S+b*(Asaved+in)": df.W + df.S + b * (df.a_saved_ps + df.in_ps),
    "a+G: W+S+Wt+b*(Aall+in)": df.W + df.S + df.W_trainable + b * A,
    "b+G: W+S+Wt+2b*Aall+b*in": df.W + df.S + df.W_trainable + 2 * b * df.a_all_ps + b * df.in_ps,
    "c+G: W+S+Wt+b*(Asaved+in)": df.W + df.S + df.W_trainable + b * (df.a_saved_ps + df.in_ps),
    "f+G: W+S+Wt+b*(Afused+in)": df.W + df.S + df.W_trainable + b * (df.a_fused_ps + df.in_ps),
    "c+2G: W+S+2Wt+b*(Asaved+in)": df.W + df.S + 2 * df.W_trainable + b * (df.a_saved_ps + df.in_ps),
    "f+2G: W+S+2Wt+b*(Afused+in)": df.W + df.S + 2 * df.W_trainable + b * (df.a_fused_ps + df.in_ps),
}
cands["max: W+S+Wt+max(b*(Asaved+in), Wt)"] = df.W + df.S + df.W_trainable + np.maximum(b * (df.a_saved_ps + df.in_ps), df.W_trainable)
cands["max2: W+S+Wt+max(b*(Afused+in), Wt)"] = df.W + df.S + df.W_trainable + np.maximum(b * (df.a_fused_ps + df.in_ps), df.W_trainable)
# least squares fit P - W - S = alpha*Wt + beta*b*(Aall+in)  (relative-error weighted)
Xm = np.stack([df.W_trainable, b * A], 1) / df.P.values[:, None]
coef, *_ = np.linalg.lstsq(Xm, (df.P - df.W - df.S).values / df.P.values, rcond=None)
cands[f"fit: W+S+{coef[0]:.2f}Wt+{coef[1]:.2f}b*(Aall+in)"] = df.W + df.S + coef[0] * df.W_trainable + coef[1] * b * A
Xm = np.stack([df.W_trainable, b * (df.a_saved_ps + df.in_ps)], 1) / df.P.values[:, None]
coef2, *_ = np.linalg.lstsq(Xm, (df.P - df.W - df.S).values / df.P.values, rcond=None)
cands[f"fit: W+S+{coef2[0]:.2f}Wt+{coef2[1]:.2f}b*(Asaved+in)"] = df.W + df.S + coef2[0] * df.W_trainable + coef2[1] * b * (df.a_saved_ps + df.in_ps)

def mib(x): return f"{x / MiB:.1f}"

out = []
p = out.append
for tag in tags:
    d = df[df.tag == tag]
    p(f"\n### Runs ({tag})\n")
    p("| model | b | opt | params | W MiB | S(optvars) MiB | S(measured) MiB | baseline B | P (max step peak) B | P MiB | per-step peaks MiB | max/min | P-W-S MiB | grads held MiB | fwd infer Δ MiB | fwd train Δ MiB | eager infer Δ MiB | wall s |")
    p("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for _, r in d.iterrows():
        p(f"| {r.model} | {r.batch} | {r.opt} | {r.n_params:,} | {mib(r.W)} | {mib(r.S_optvars)} | {mib(r.S_measured)} | {r.baseline:,} | {r.P:,} | {mib(r.P)} | "
          + "/".join(mib(x) for x in r.step_peaks) + f" | {r.pmax_pmin:.3f} | {mib(r.X)} | {mib(r.grads_held)} | {mib(r.fwd_inf)} | {mib(r.fwd_trn)} | {mib(r.fwd_eag)} | {r.wall_s:.1f} |")

d = df[df.tag == tags[0]]
p("\n### Static per-sample activation bytes and batch slope (first tag)\n")
p("| model | opt | b1,b2 | slope B/sample | Aall+in B/sample | slope/(Aall+in) | Afused+in | Asaved+in | slope/(Asaved+in) | fwd-train slope B/sample | intercept MiB | W+S MiB | W+S+Wt MiB | intercept/(W+S+Wt) |")
p("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
slopes = []
for (m, o), g in d.groupby(["model", "opt"], sort=False):
    g = g.sort_values("batch")
    if len(g) < 2: continue
    r1, r2 = g.iloc[0], g.iloc[-1]
    sl = (r2.P - r1.P) / (r2.batch - r1.batch)
    fsl = (r2.fwd_trn - r1.fwd_trn) / (r2.batch - r1.batch)
    ic = r1.P - sl * r1.batch
    A_ = r1.a_all_ps + r1.in_ps; As = r1.a_saved_ps + r1.in_ps; Af = r1.a_fused_ps + r1.in_ps
    wsg = r1.W + r1.S + r1.W_trainable
    slopes.append(dict(model=m, opt=o, slope=sl, A=A_, As=As, ratio=sl / A_, ic=ic, wsg=wsg))
    p(f"| {m} | {o} | {r1.batch},{r2.batch} | {sl:,.0f} | {A_:,.0f} | {sl / A_:.2f} | {Af:,.0f} | {As:,.0f} | {sl / As:.2f} | {fsl:,.0f} | {mib(ic)} | {mib(r1.W + r1.S)} | {mib(wsg)} | {ic / wsg:.2f} |")

p("\n### Candidate models: relative error (pred-P)/P per run (first tag)\n")
names = list(cands)
p("| run | " + " | ".join(names) + " |")
p("|---|" + "---|" * len(names))
for i, r in d.iterrows():
    p(f"| {r.model} b{r.batch} {r.opt} | " + " | ".join(f"{(cands[n][i] - r.P) / r.P:+.0%}" for n in names) + " |")
p("| **mean abs** | " + " | ".join(f"**{np.mean(np.abs((cands[n][d.index] - d.P) / d.P)):.0%}**" for n in names) + " |")
p("| **max abs** | " + " | ".join(f"{np.max(np.abs((cands[n][d.index] - d.P) / d.P)):.0%}" for n in names) + " |")
nr = d[~d.model.isin(["lstm", "gru2"])]
p("| **mean abs excl. LSTM/GRU** | " + " | ".join(f"**{np.mean(np.abs((cands[n][nr.index] - nr.P) / nr.P)):.0%}**" for n in names) + " |")
p("| **#under-predicted** | " + " | ".join(f"{int(np.sum(cands[n][d.index] < d.P))}" for n in names) + " |")

p("\n### Decomposition (first tag): grads-only graph peak and optimizer-apply peak\n")
p("| run | Wt MiB | fwd+bwd peak Δ MiB | grads held MiB | apply Δ MiB | apply Δ / Wt | S MiB | S_meas-S MiB | first-step peak is max? | peak step |")
p("|---|---|---|---|---|---|---|---|---|---|")
for _, r in d.iterrows():
    p(f"| {r.model} b{r.batch} {r.opt} | {mib(r.W_trainable)} | {mib(r.grad_peak_delta)} | {mib(r.grads_held)} | {mib(r.apply_delta)} | {r.apply_delta / r.W_trainable:.2f} | {mib(r.S)} | {mib(r.S_measured - r.S)} | {r.first_is_max} | {r.peak_step} |")

txt = "\n".join(out)
print(txt)
open(f"/tmp/study/tables_{'_'.join(tags)}.md", "w").write(txt)
df.drop(columns=[c for c in df.columns if df[c].dtype == object and c not in ("model", "opt", "tag")]).to_csv(f"/tmp/study/runs_{'_'.join(tags)}.csv", index=False)
