# The rule tried and not kept (see README.md): Grappler folds a last-two-axes transpose read only by
# matrix products into them. It went in rules.py beside _forward_peak, called where _graph_cost roots
# its aliases: ``... or _forwards_unchanged(op) or _folded_transpose(op)``.

def _folded_transpose(op: Any) -> bool:
    """A transpose of the last two axes read only by matrix products: Grappler's arithmetic optimizer
    folds it into them (FoldTransposeIntoMatMul: the product's adjoint flag), so no buffer of its own
    is made and the products read its input (cholesky_solve_mlp b2048's trace: ``m m^T`` made by
    ``FoldTransposeIntoMatMul_MatMul`` from ``m`` alone, no transpose kept)."""
    if op.type != "Transpose" or not op.outputs[0].consumers():
        return False
    import tensorflow as tf

    perm = tf.get_static_value(op.inputs[1])
    if perm is None or len(perm) < 2:
        return False
    inner = [*range(len(perm) - 2), len(perm) - 1, len(perm) - 2]
    return list(perm) == inner and all(c.type in _MATRIX_PRODUCTS for c in op.outputs[0].consumers())


