import json, sys
ev=[json.loads(l) for l in open(sys.argv[1])]
step=int(sys.argv[2]); mn=float(sys.argv[3]) if len(sys.argv)>3 else 1
ev=[e for e in ev if e['step']==step]
t0=ev[0]['t']
for e in ev:
    if e['bytes']>=mn*2**20 or 'Backprop' in e['op'] or 'MaxPoolGrad' in e['op']:
        print(f"{(e['t']-t0)/1e6:9.2f} {'A' if e['alloc'] else 'F'} {e['bytes']/2**20:7.2f} {e['in_use']/2**20:7.2f} {e['op'][-70:]}")
