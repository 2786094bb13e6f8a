"""Trace a recurrent layer that is not in the zoo: ``probe.py MODEL BATCH [trace.py's options]``.

The models are registered in the zoo for this process only, then ``op-trace/trace.py`` runs as usual.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent / "2026-11-21-op-trace"), str(HERE.parents[1])]

import zoo  # noqa: E402


def _rnn(kind: str, **options):
    def build():
        import keras
        from keras import layers

        x = inputs = keras.Input((40, 32))
        x = getattr(layers, kind)(96, **options)(x)
        return keras.Model(inputs, layers.Dense(6)(x), name=f"probe_{kind.lower()}")
    return build


PROBES = {
    "gru_recurrent_dropout": _rnn("GRU", recurrent_dropout=0.1),
    "lstm_implementation1": _rnn("LSTM", implementation=1),
    "gru_implementation1": _rnn("GRU", implementation=1),
    "simple_rnn_recurrent_dropout": _rnn("SimpleRNN", recurrent_dropout=0.1),
    "lstm_both_dropouts": _rnn("LSTM", dropout=0.2, recurrent_dropout=0.1),
}
zoo.ZOO = zoo.ZOO + tuple(zoo.ZooEntry(name, build, "rmsprop", zoo.SPARSE, (64, 256), True, zoo.BLIND)
                          for name, build in PROBES.items())

if __name__ == "__main__":
    import trace as op_trace

    op_trace.main()
