"""trace.py (studies/2026-11-21-op-trace) on small recurrent nets built under a dtype policy.

    PYTHONPATH=. python benchmarks/studies/2026-11-25-rnn-16bit/trace_rnn_policy.py mixed_float16 gru_on_input 64 --steps 2 --top 12

Models: gru_on_input (a GRU reading the float32 model input: no input gradient), lstm_on_dense (an LSTM
over a Dense layer), simple_rnn_on_dense, gru_before_on_dense (reset_after=False), lstm_split_on_dense
(recurrent dropout: implementation 1), each over 50 steps of 32 features, 64 units.
"""
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(BENCHMARKS))
sys.path.insert(0, str(BENCHMARKS / "studies" / "2026-11-21-op-trace"))
import zoo

policy = sys.argv.pop(1)


def _net(name, rnn, dense_first):
    def build():
        import keras
        from keras import layers
        keras.mixed_precision.set_global_policy(policy)
        try:
            x = inputs = keras.Input((50, 32))
            if dense_first:
                x = layers.Dense(32)(x)
            x = getattr(layers, rnn[0])(64, **rnn[1])(x)
            return keras.Model(inputs, layers.Dense(5, dtype="float32")(x), name=name)
        finally:
            keras.mixed_precision.set_global_policy("float32")
    return build


NETS = {
    "gru_on_input": (("GRU", {}), False),
    "gru_on_dense": (("GRU", {}), True),
    "lstm_on_dense": (("LSTM", {}), True),
    "simple_rnn_on_dense": (("SimpleRNN", {}), True),
    "gru_before_on_dense": (("GRU", {"reset_after": False}), True),
    "lstm_split_on_dense": (("LSTM", {"recurrent_dropout": 0.1}), True),
}
zoo.ZOO = zoo.ZOO + tuple(zoo.ZooEntry(name, _net(name, *spec), "adam", "sparse_categorical_crossentropy", (64,), True, zoo.BLIND)
                          for name, spec in NETS.items())
import trace as t
t.main()
