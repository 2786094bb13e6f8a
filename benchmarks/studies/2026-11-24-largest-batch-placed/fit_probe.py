"""Does model.fit train at BATCH under CAP (2 batches of host arrays, one epoch)? A study, not maintained.

    python fit_probe.py MODEL BATCH CAP
"""
import sys, os
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2]))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

def child(name, batch):
    import tensorflow as tf
    from zoo import compiled
    from kerasmem.trials import _synthetic_inputs, _synthetic_targets
    _, model = compiled(name)
    x = _synthetic_inputs(model, 2 * batch, None)
    y = _synthetic_targets(model, x)
    try:
        model.fit(x, y, batch_size=batch, epochs=1, verbose=0)
        return "fits"
    except tf.errors.ResourceExhaustedError:
        return "OOM"

if __name__ == "__main__":
    from kerasmem import run_simulated, OutOfMemoryError
    name, batch, cap = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    try:
        print(name, "fit", batch, cap, run_simulated(child, name, batch, memory=cap, memory_growth=True), flush=True)
    except OutOfMemoryError:
        print(name, "fit", batch, "OOM (raised)", flush=True)
