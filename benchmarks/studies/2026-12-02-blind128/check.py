"""Trains each new builder as the benchmark does (measure_peak, 4 steps), one fresh process per (model, batch):
``benchmarks/check_builders.py`` with this set's models.

Usage: check.py [--zoo[=DIR]] [--small|--large] [name ...]   (no names: all six, both batch sizes; --zoo: the
builders from benchmarks/zoo.py, or the zoo.py in DIR)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
from check_builders import main  # noqa: E402

MODELS = {  # name: (optimizer, (smaller, larger)[, loss])
    "pointer_generator_coverage_summarizer": ("adam_global_clipnorm", (5, 24)),
    "bf16_t5_tiny_span_corruption_seq2seq": ("adamw", (1, 4)),
    "fno2d_darcy_flow_operator": ("nadam", (4, 24), "mse"),
    "yolov3_tiny_coco_detector": ("sgd_momentum", (2, 8), "mse"),
    "egnn_qm9_property_regressor": ("rmsprop_centered", (6, 30), "mse"),
    "demucs_dns48_speech_denoiser": ("adamw_ema", (1, 6), "mse"),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])
