"""Per convolution of a traced step: when its filter and input gradient ops ran (python races.py EVENTS.jsonl STEP).

An op's span: from the first to the last memory event the trace attributes to the op itself (its
allocations, and the frees of its temporaries at its end); its output's later free belongs to its
reader. A study script.
"""
import json, re, sys
ev=[json.loads(l) for l in open(sys.argv[1])]
step=int(sys.argv[2])
es=[e for e in ev if e["step"]==step]
t0=es[0]["t"]
pat=re.compile(r"/([^/]+)/(?:convolution|conv1d|Conv2D|conv1d_transpose|conv2d_transpose)[^/]*/(Conv[23]DBackprop(?:Filter|Input)\w*)")
span={}
for e in es:
    m=pat.search(e["op"].split(":")[0])
    if not m: continue
    key=(m.group(1),"filter" if "Filter" in m.group(2) else "input")
    s=span.setdefault(key,[e["t"],e["t"],0])
    s[0]=min(s[0],e["t"]); s[1]=max(s[1],e["t"])
    if e["alloc"]: s[2]=max(s[2],e["bytes"])
layers=sorted({k[0] for k in span}, key=lambda l: min(v[0] for k,v in span.items() if k[0]==l))
for l in layers:
    f=span.get((l,"filter")); i=span.get((l,"input"))
    fs=lambda s: "%7.1f-%7.1f ms (largest %.1f MiB)"%((s[0]-t0)/1e9,(s[1]-t0)/1e9,s[2]/2**20) if s else "-"
    lag="filter ends %+.1f ms after input"%((f[1]-i[1])/1e9) if f and i else ""
    print("%-22s filter %s | input %s | %s"%(l,fs(f),fs(i),lag))
