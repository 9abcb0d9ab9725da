#!/usr/bin/env python3
"""Refit Kova's throughput model on published training runs (Python 3 standard library only).

Reads tests/validation/published_runs.json, fits the model's three free parameters (the best fraction of the
dense peak a GPU reaches, the weight of the memory-bound work, and the share of a whole run's GPU-hours spent
training) by least squares on the logarithm of published/predicted, validates by leaving out whole groups (one
GPU, one size band, one publication at a time), derives the P10–P90 widths from those errors and writes
tests/validation/calibration.json. core/model/throughput.cpp holds the same model and the fitted constants;
tst_validation checks that the C++ predictions match the ones written here.

    python3 scripts/calibrate_throughput.py            # refit, write calibration.json, print the table
    python3 scripts/calibrate_throughput.py --check    # refit and fail if calibration.json differs
    python3 scripts/calibrate_throughput.py --markdown # refit and print VALIDATION.md's tables
"""
import json
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = os.path.join(ROOT, "tests", "validation", "published_runs.json")
OUT = os.path.join(ROOT, "tests", "validation", "calibration.json")

NVLINK_BUS_SHARE = 0.41  # throughput.cpp: NvlinkBusShare
NETWORK_BUS_SHARE = 0.95  # throughput.cpp: NetworkBusShare
GPUS_PER_NODE = 8
Z90 = 1.2815515655446004  # the standard normal's 90th percentile
FITTED_FIGURES = ("gpu_hours", "step_seconds", "mfu")
# Size bands of the hidden size for leave-one-band-out (throughput.h: the same edges).
BANDS = ((2560, "h ≤ 2,560"), (8192, "2,560 < h ≤ 8,192"), (10**9, "h > 8,192"))


# The power of R/h in the efficiency (throughput.h: MemoryBoundExponent), chosen among 1, ½, ⅓ and ¼ by the error
# with a GPU, a size band or a publication left out of the fit (VALIDATION.md, "variants").
MEMORY_BOUND_EXPONENT = 0.25
EXPERT_CAPACITY_FACTOR = 1.25  # moe.h: ExpertCapacityFactor (Switch Transformer)


def is_moe(r):
    """Mixture-of-experts rows validate the model; the fit stays on the dense runs."""
    return "moe" in r


def moe_layers(r):
    """Layers whose MLP is a mixture of experts (moe.cpp: moeLayers); 0 for a dense run."""
    moe = r.get("moe")
    return r["layers"] - moe.get("dense_layers", 0) if moe else 0


def expert_params(r):
    """One SwiGLU expert: 3·h·f (moe.cpp: expertParams)."""
    return 3 * r["hidden"] * r["moe"]["expert_ffn_hidden"]


def routed_params(r):
    return moe_layers(r) * r["moe"]["experts"] * expert_params(r) if "moe" in r else 0.0


def active_params(r):
    """The total less the routed experts a token is not sent to (moe.cpp: activeParams)."""
    n = r["params_b"] * 1e9
    if "moe" not in r:
        return n
    moe = r["moe"]
    return n - moe_layers(r) * (moe["experts"] - moe["experts_per_token"]) * expert_params(r)


def params_per_gpu(r):
    """Dense part over t·p, routed experts over t·e·p (moe.cpp: paramsPerGpu)."""
    mp = r["tensor_parallel"] * r["pipeline_parallel"]
    if "moe" not in r:
        return r["params_b"] * 1e9 / mp
    routed = routed_params(r)
    return (r["params_b"] * 1e9 - routed) / mp + routed / (mp * r["moe"]["expert_parallel"])


def imbalance_factor(r):
    """1 + routed share of the FLOPs × (capacity factor − 1) (moe.cpp: expertImbalanceFactor)."""
    if "moe" not in r:
        return 1.0
    share = moe_layers(r) * r["moe"]["experts_per_token"] * expert_params(r) / active_params(r)
    return 1 + share * (EXPERT_CAPACITY_FACTOR - 1)


def all_to_all_s(r, gpu):
    """Dispatch and combine, forward and backward, per MoE layer of a stage (moe.cpp: moeAllToAllSeconds)."""
    moe = r.get("moe")
    if not moe or moe["expert_parallel"] <= 1:
        return 0.0
    ep, t = moe["expert_parallel"], r["tensor_parallel"]
    nbytes = r["micro_batch"] * r["seq_len"] / t * r["hidden"] * moe["experts_per_token"] * 2
    bus = intra_bus(gpu) if ep * t <= GPUS_PER_NODE else min(
        intra_bus(gpu), r["network_gbps_per_gpu"] / 8 * NETWORK_BUS_SHARE)
    exchanges = 6 if r["recompute"] == "full" else 4
    per = nbytes / (bus * 1e9) * (ep - 1) / ep
    return exchanges * moe_layers(r) / r["pipeline_parallel"] * per


def exposed_all_to_all_s(r, gpu, compute_s):
    """All of it, or what the compute does not cover when overlapped (moe.cpp: exposedAllToAllSeconds)."""
    seconds = all_to_all_s(r, gpu)
    return max(0.0, seconds - compute_s) if r.get("moe", {}).get("overlap_all_to_all") else seconds


def flops_per_token(r):
    """PaLM app. B: 6N + 12·L·h·T; full recomputation runs the forward again: 8N + 16·L·h·T; N active."""
    n = active_params(r)
    attention = r.get("attention_flops", True)
    lht = r["layers"] * r["hidden"] * r["seq_len"]
    if r["recompute"] == "full":
        return 8 * n + (16 * lht if attention else 0)
    return 6 * n + (12 * lht if attention else 0)


def computed_flops_per_token(r):
    """The input embedding is a table lookup, not a matrix product: 6N counts V·h parameters it never multiplies."""
    coefficient = 8 if r["recompute"] == "full" else 6
    n = r["params_b"] * 1e9
    lookup = coefficient * min(r["vocab"] * r["hidden"], n / 2)
    return flops_per_token(r) - lookup


def reduce_scatter_s(nbytes, ranks, bus):
    return 0.0 if ranks <= 1 else nbytes / (bus * 1e9) * (ranks - 1) / ranks


def all_reduce_s(nbytes, ranks, bus):
    return 2 * reduce_scatter_s(nbytes, ranks, bus)


def intra_bus(gpu):
    return gpu["nvlink_gbs"] * NVLINK_BUS_SHARE


def tensor_bus(r, gpu):
    if r["tensor_parallel"] <= GPUS_PER_NODE:
        return intra_bus(gpu)
    return min(intra_bus(gpu), r["network_gbps_per_gpu"] / 8 * NETWORK_BUS_SHARE)


def data_bus(r, gpu):
    """A node's NICs are shared by the data-parallel groups that have a rank on it."""
    if r["gpus"] <= GPUS_PER_NODE:
        return intra_bus(gpu)
    groups = min(GPUS_PER_NODE, r["tensor_parallel"] * r["pipeline_parallel"])
    node = r["network_gbps_per_gpu"] / 8 * NETWORK_BUS_SHARE * GPUS_PER_NODE
    return min(intra_bus(gpu), node / groups)


def compute_efficiency(r, gpu, params):
    """η = η_max / (1 + k·(R/h)^¼): R = peak FLOP/s ÷ memory bytes/s, the roofline's ridge point."""
    eta_max, k = params[0], params[1]
    ridge = gpu["bf16_tflops"] / gpu["memory_tbs"]
    return eta_max / (1 + k * (ridge / r["hidden"]) ** MEMORY_BOUND_EXPONENT)


def iteration_seconds(r, gpu, params):
    t, p, v = r["tensor_parallel"], r["pipeline_parallel"], r.get("virtual_stages", 1)
    dp = max(1, r["gpus"] // (t * p))
    seqs = r["global_batch_tokens"] / r["seq_len"]
    micro = max(1.0, seqs / (dp * r["micro_batch"]))
    peak = gpu["bf16_tflops"] * 1e12
    if "achieved_tflops" in r:
        compute = r["global_batch_tokens"] * flops_per_token(r) / (r["gpus"] * r["achieved_tflops"] * 1e12)
    else:
        eta = compute_efficiency(r, gpu, params)
        tokens_mb = r["micro_batch"] * r["seq_len"]
        per_mb = tokens_mb * computed_flops_per_token(r) / (t * p) / (peak * eta) * imbalance_factor(r)
        per_mb += exposed_all_to_all_s(r, gpu, per_mb)
        exchanges = 6 if r["recompute"] == "full" else 4
        if t > 1:
            per_mb += exchanges * r["layers"] / p * all_reduce_s(tokens_mb * r["hidden"] * 2, t, tensor_bus(r, gpu))
        compute = (micro + (p - 1) / v) * per_mb
    grad_bytes = 2 * params_per_gpu(r)
    bus = data_bus(r, gpu)
    if r["sharding"] == "zero3":
        per_mb_comm = 3 * reduce_scatter_s(grad_bytes, dp, bus)
        exposed = micro * max(0.0, per_mb_comm - compute / micro)
    else:
        exposed = max(0.0, all_reduce_s(grad_bytes, dp, bus) - compute * 2 / 3)
    return compute + exposed


def predict(r, gpus, params):
    """Every figure a row can publish; a whole run spends only `goodput` of its GPU-hours training."""
    gpu = gpus[r["gpu"]]
    step = iteration_seconds(r, gpu, params)
    goodput = 1.0 if "achieved_tflops" in r else params[2]
    tokens = r["tokens_b"] * 1e9
    wall_h = tokens / (r["global_batch_tokens"] / step) / 3600 / goodput
    return {
        "gpu_hours": wall_h * r["gpus"],
        "wall_days": wall_h / 24,
        "training_flops": tokens * flops_per_token(r),
        "step_seconds": step,
        "mfu": r["global_batch_tokens"] * flops_per_token(r) / (step * r["gpus"] * gpu["bf16_tflops"] * 1e12),
    }


def figure(r):
    (key, value), = r["published"].items()
    return key, value


def error(r, gpus, params):
    """Predicted over published, as time: an MFU is a rate, so its ratio is inverted."""
    key, published = figure(r)
    predicted = predict(r, gpus, params)[key]
    return published / predicted - 1 if key == "mfu" else predicted / published - 1


def fit(rows, gpus):
    """Least squares on log(1 + error) over η_max in (0, 1], k ≥ 0, goodput in (0, 1]: a grid, then refinement."""
    def loss(params):
        return sum(math.log(1 + error(r, gpus, params)) ** 2 for r in rows)

    def valid(p):
        return 0 < p[0] <= 1 and p[1] >= 0 and 0 < p[2] <= 1

    best = min(((e / 20, k / 2, g / 20) for e in range(8, 21) for k in range(0, 17) for g in range(14, 21)),
               key=loss)
    step = [0.02, 0.25, 0.02]
    current = loss(best)
    while max(step) > 1e-7:
        improved = False
        for i in range(3):
            for sign in (-1, 1):
                trial = list(best)
                trial[i] += sign * step[i]
                if valid(trial):
                    value = loss(tuple(trial))
                    if value < current:
                        best, current, improved = tuple(trial), value, True
        if not improved:
            step = [s / 2 for s in step]
    return best


def band(r):
    return next(name for edge, name in BANDS if r["hidden"] <= edge)


GROUPINGS = (("gpu", lambda r: r["gpu"]), ("size band", band), ("source", lambda r: r["source_group"]))


def leave_groups_out(rows, gpus, key):
    """Each row's error when its whole group (its GPU, size band or publication) is left out of the fit."""
    errors = {}
    for group in sorted({key(r) for r in rows}):
        kept = [r for r in rows if key(r) != group]
        params = fit(kept, gpus)
        for r in rows:
            if key(r) == group:
                errors[r["id"]] = error(r, gpus, params)
    return errors


def log_sigma(errors):
    return math.sqrt(sum(math.log(1 + e) ** 2 for e in errors) / len(errors))


def layout(r):
    parts = [f"TP{r['tensor_parallel']}"]
    if r["pipeline_parallel"] > 1:
        parts.append(f"PP{r['pipeline_parallel']}" + (f"×{r['virtual_stages']}" if r.get("virtual_stages", 1) > 1 else ""))
    parts.append(f"DP{max(1, r['gpus'] // (r['tensor_parallel'] * r['pipeline_parallel']))}")
    if is_moe(r):
        parts.append(f"EP{r['moe']['expert_parallel']}" + (" overlapped" if r["moe"].get("overlap_all_to_all") else ""))
    parts.append(r["sharding"].upper().replace("ZERO", "ZeRO-"))
    if r["recompute"] == "full":
        parts.append("full recompute")
    gpu = {"a100-sxm4-80gb": "A100 80GB", "a100-sxm4-40gb": "A100 40GB", "h100-sxm": "H100",
           "h800-sxm": "H800"}[r["gpu"]]
    return f"{r['gpus']:,} {gpu}, " + " ".join(parts)


def print_markdown(runs, out):
    units = {"gpu_hours": "GPU-h", "wall_days": "days", "training_flops": "FLOPs", "step_seconds": "s/step",
             "mfu": "MFU"}
    formats = {"gpu_hours": "{:,.0f}", "wall_days": "{:.1f}", "training_flops": "{:.3g}", "step_seconds": "{:.2f}",
               "mfu": "{:.1%}"}
    print("| run | hardware and layout (assumed in brackets) | published | Kova, defaults | error "
          "| without its GPU | without its size band | without its source |")
    print("|---|---|---|---|---|---|---|---|")
    by_id = {row["id"]: row for row in out["rows"]}
    for r in runs:
        row = by_id[r["id"]]
        assumed = ", ".join(r["assumed"])
        lay = layout(r) + (f" [assumed: {assumed}]" if assumed else "")
        fmt = formats[row["figure"]]
        cells = [f"{row[k]:+.1%}" if k in row else "—" for k in ("loo_gpu", "loo_band", "loo_source")]
        print(f"| {r['name']} | {lay} | {fmt.format(row['published'])} {units[row['figure']]} | "
              f"{fmt.format(row['predicted'])} {units[row['figure']]} | {row['error']:+.1%} | " + " | ".join(cells)
              + " |")


def main():
    with open(RUNS, encoding="utf-8") as f:
        data = json.load(f)
    gpus = data["gpus"]
    runs = data["runs"]
    fitted = [r for r in runs if figure(r)[0] in FITTED_FIGURES and "achieved_tflops" not in r and not is_moe(r)]
    params = tuple(round(x, 6) for x in fit(fitted, gpus))  # as core/model/throughput.h holds them
    left_out = {name: leave_groups_out(fitted, gpus, key) for name, key in GROUPINGS}
    sigma = {name: log_sigma(list(errors.values())) for name, errors in left_out.items()}
    # The base width is the leave-one-source-out spread; a GPU or size band the fit has not seen adds the
    # spread of leaving its group out, in quadrature.
    base = sigma["source"]
    extra_gpu = math.sqrt(max(0.0, sigma["gpu"] ** 2 - base ** 2))
    extra_band = math.sqrt(max(0.0, sigma["size band"] ** 2 - base ** 2))
    widths = {"gpu": math.hypot(base, extra_gpu), "size band": math.hypot(base, extra_band), "source": base}
    coverage = {name: sum(abs(math.log(1 + e)) <= Z90 * widths[name] for e in errors.values()) / len(errors)
                for name, errors in left_out.items()}
    rows = []
    for r in runs:
        key, published = figure(r)
        row = {"id": r["id"], "figure": key, "published": published, "predicted": predict(r, gpus, params)[key],
               "error": error(r, gpus, params)}
        for name, short in (("gpu", "loo_gpu"), ("size band", "loo_band"), ("source", "loo_source")):
            if r["id"] in left_out[name]:
                row[short] = left_out[name][r["id"]]
        rows.append(row)
    fitted_errors = [abs(row["error"]) for row in rows if "loo_source" in row]
    all_left_out = [abs(e) for errors in left_out.values() for e in errors.values()]
    out = {
        "about": "Written by scripts/calibrate_throughput.py from published_runs.json; do not edit by hand.",
        "eta_max": params[0],
        "memory_bound_k": params[1],
        "run_goodput": params[2],
        "log_sigma": round(base, 6),
        "log_sigma_extra_gpu": round(extra_gpu, 6),
        "log_sigma_extra_size": round(extra_band, 6),
        "p10_factor": round(math.exp(-Z90 * base), 6),
        "p90_factor": round(math.exp(Z90 * base), 6),
        "hidden_min": min(r["hidden"] for r in fitted),
        "hidden_max": max(r["hidden"] for r in fitted),
        "gpus": sorted({r["gpu"] for r in fitted}),
        "rows_fitted": len(fitted),
        "mean_abs_error": round(sum(fitted_errors) / len(fitted_errors), 6),
        "max_abs_error": round(max(fitted_errors), 6),
        "rows_within_15_percent": sum(e <= 0.15 for e in fitted_errors),
        "mean_abs_error_left_out": {name: round(sum(abs(e) for e in errors.values()) / len(errors), 6)
                                    for name, errors in left_out.items()},
        "mean_abs_error_left_out_all": round(sum(all_left_out) / len(all_left_out), 6),
        "p10_p90_coverage_left_out": {name: round(value, 6) for name, value in coverage.items()},
        "rows": rows,
    }
    text = json.dumps(out, indent=2, ensure_ascii=False) + "\n"
    if "--markdown" in sys.argv:
        print_markdown(runs, out)
        return
    for row in rows:
        loo = " ".join(f"{row[k]:+7.1%}" if k in row else "       " for k in ("loo_gpu", "loo_band", "loo_source"))
        print(f"{row['id']:24} {row['figure']:14} {row['published']:>12.4g} {row['predicted']:>12.4g} "
              f"{row['error']:+7.1%} {loo}")
    print(f"eta_max {out['eta_max']}  k {out['memory_bound_k']}  goodput {out['run_goodput']}  "
          f"MAE {out['mean_abs_error']:.1%} (max {out['max_abs_error']:.1%}, "
          f"{out['rows_within_15_percent']}/{len(fitted)} within ±15 %)")
    print("left out:", {k: f"{v:.1%}" for k, v in out["mean_abs_error_left_out"].items()},
          f"all {out['mean_abs_error_left_out_all']:.1%}",
          " coverage:", {k: f"{v:.0%}" for k, v in coverage.items()},
          f" sigma {base:.4f} +gpu {extra_gpu:.4f} +size {extra_band:.4f}")
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit("calibration.json differs from a refit: run scripts/calibrate_throughput.py")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
