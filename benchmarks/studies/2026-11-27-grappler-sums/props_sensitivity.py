"""Does Grappler's static estimate depend on the device's properties? (a study, not maintained code)

    python props_sensitivity.py MODEL:BATCH ...

The gradient-only trace (gradient_only.py) estimated on virtual CPUs described differently: this
machine's properties, a bare one (type only), 16 cores at 3.5 GHz.
"""
import os, sys, runpy
sys.argv, args = ["gradient_only.py"], sys.argv[1:]
g = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "gradient_only.py"))
from tensorflow.core.protobuf import device_properties_pb2
from tensorflow.python.grappler import cluster as gcluster
from zoo import compiled

here = g["props"]
bare = device_properties_pb2.DeviceProperties(type="CPU")
big = device_properties_pb2.DeviceProperties(); big.CopyFrom(here); big.num_cores = 16; big.frequency = 3500
for arg in args:
    name, batches = arg.split(":")
    _, model = compiled(name)
    gd = g["gradients_only"](model)
    for b in map(int, batches.split(",")):
        row = []
        for label, p in (("here", here), ("bare", bare), ("16c", big)):
            g["cluster"] = gcluster.Cluster(devices=[device_properties_pb2.NamedDevice(name=g["device"], properties=p)])
            g["named"].__globals__["cluster"] = g["cluster"]
            row.append(f"{label} {g['shown'](*g['named'](gd, b))}")
        print(f"{name} b{b}: " + " | ".join(row), flush=True)
