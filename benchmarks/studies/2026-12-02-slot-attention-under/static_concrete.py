"""Grappler's static peak of a zoo model's step traced with the batch known (as the run traces it)
beside the one traced with the batch unknown (grappler.StaticSums): static_concrete.py MODEL BATCH ..."""
import os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import tensorflow as tf
from zoo import compiled
from kerasmem.estimate import grappler
from kerasmem._graph import input_specs
name = sys.argv[1]
_, model = compiled(name)
unknown = grappler.StaticSums(model)._graph
for b in map(int, sys.argv[2:]):
    specs = [tf.TensorSpec((b, *s.shape[1:]), s.dtype) for s in input_specs(model)]
    def gradients(*xs):
        with tf.GradientTape() as tape:
            y = model(xs[0] if len(xs) == 1 else list(xs), training=True)
            loss = grappler._loss(model, y)
        return tape.gradient(loss, model.trainable_variables)
    g = grappler._runtime_graph(tf.function(gradients, autograph=False).get_concrete_function(*specs))
    for label, graph in (("batch unknown", unknown), ("batch known", g)):
        peak, live = grappler._static_peak(graph, b)
        named = {(x, round(size / 2**20, 2)) for node, port, size, *_ in live for x in graph.sums_of.get(f"{node}:{port}", ())}
        print(b, label, f"static peak {peak / 2**20:.1f} MiB", sorted(named))
