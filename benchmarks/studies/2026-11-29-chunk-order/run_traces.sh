#!/bin/bash
# The ten rows whose two chunk orders differ most (orders.jsonl), traced two steps each.
for mb in elu_bn_vgg:8 td_cnn_video:8 upsample_decoder:16 bn_cnn:16 pixel_shuffle_sr:8 log_softmax_pool_conv1d:128 depth_to_space_sr:8 cropping1d_conv_tagger:128 wide_resnet_dropout:16 wide_embedding_adagrad:256; do
  m=${mb%:*}; b=${mb#*:}
  /work/main/.venv/bin/python /work/main/benchmarks/studies/2026-11-21-op-trace/trace.py $m $b --steps 2 --save trace_${m}_b$b.jsonl > trace_${m}_b$b.txt 2>/dev/null
  echo "$mb done $(date +%T)"
done
