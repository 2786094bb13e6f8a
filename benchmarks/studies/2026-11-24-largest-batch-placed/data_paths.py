"""Does BATCH train under CAP when the data is made one way or another? A study, not maintained.

    python data_paths.py MODEL MODE BATCH CAP     # MODE: numpy (host arrays, as measure_peak),
                                                  # tensors (tf.random.normal on the device, as
                                                  # find_max_batch_size), zeros (tf.zeros on the device)

Two training steps (train_on_batch) in a fresh capped process (growing regions).
"""
import sys, os
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2]))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

def child(name, mode, batch):
    import tensorflow as tf
    from zoo import compiled
    from kerasmem.trials import _synthetic_inputs, _synthetic_targets, _step_peaks, _restored
    _, model = compiled(name)
    tensors = mode in ("tensors", "zeros")
    if mode == "zeros":
        x = [tf.zeros((batch, *i.shape[1:]), i.dtype) for i in model.inputs]
        x = x[0] if len(x) == 1 else x
    else:
        x = _synthetic_inputs(model, batch, None, tensors=tensors)
    y = _synthetic_targets(model, x, tensors=tensors)
    try:
        with _restored(model):
            p = _step_peaks(model, x, y, 2, "CPU:0")
        return f"fits {max(p)/2**20:.0f} MiB"
    except tf.errors.ResourceExhaustedError:
        return "OOM"

if __name__ == "__main__":
    from kerasmem import run_simulated, OutOfMemoryError
    name, mode, batch, cap = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    try:
        print(name, mode, batch, cap, run_simulated(child, name, mode, batch, memory=cap, memory_growth=True), flush=True)
    except OutOfMemoryError:
        print(name, mode, batch, "OOM (raised)", flush=True)
