"""The traced cost of one zoo model's user-written layer: ``cost.py MODEL LAYER``."""
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path[:0] = [os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."),
                os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")]
from zoo import compiled  # noqa: E402
from kerasmem.estimate import rules  # noqa: E402

_, model = compiled(sys.argv[1])
layer = model.get_layer(sys.argv[2])


class Call:
    is_input, call_index = False, 0
    output_shapes = [t.shape for t in layer._inbound_nodes[0].output_tensors]


Call.layer = layer
symbols = layer._inbound_nodes[0].arguments.keras_tensors
shapes = [tuple(k.shape) for k in symbols]
cost = rules._traced_cost(Call(), shapes, [True] * len(shapes))
print("inputs", shapes, "traced:", cost is not None)
for field in (cost.__dataclass_fields__ if cost else ()):
    print(field, getattr(cost, field))

if "--walk" in sys.argv:  # the busiest moments and the walk, printed as _graph_cost meets them
    beyond, walk = rules._beyond, rules._backward_walk

    def shown_beyond(held, room):
        out = beyond(held, room)
        print("moment held", held, "room", room, "->", out)
        return out

    def shown_walk(steps, incoming, input_grads, rooms=None):
        for s in steps:
            print("step", s.__dict__)
        out = walk(steps, incoming, input_grads, rooms)
        print("walk ->", out)
        return out

    rules._beyond, rules._backward_walk = shown_beyond, shown_walk
    rules._traced_cost(Call(), shapes, [True] * len(shapes))
