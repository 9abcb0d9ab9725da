#!/usr/bin/env python3
"""Refit Kova's throughput model on published training runs (Python 3 standard library only).

Reads tests/validation/published_runs.json, fits the model's two free parameters (the best fraction of
the dense peak a GPU reaches, and how much the memory-bound work costs relative to the hidden size) by
least squares on the logarithm of the published GPU-hours, computes the leave-one-out errors, and writes
tests/validation/calibration.json. core/model/throughput.cpp holds the same model and the fitted
constants; tst_validation checks that the C++ predictions match the ones written here.

    python3 scripts/calibrate_throughput.py            # refit, write calibration.json, print the table
    python3 scripts/calibrate_throughput.py --check    # refit and fail if calibration.json differs
    python3 scripts/calibrate_throughput.py --markdown # refit and print VALIDATION.md's table
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
    """η = η_max / (1 + k·R/h): R = peak FLOP/s ÷ memory bytes/s, the roofline's ridge point."""
    eta_max, k = params
    ridge = gpu["bf16_tflops"] / gpu["memory_tbs"]
    return eta_max / (1 + k * ridge / r["hidden"])


def step_seconds(r, gpu, params):
    t, p, v = r["tensor_parallel"], r["pipeline_parallel"], r.get("virtual_stages", 1)
    dp = max(1, r["gpus"] // (t * p))
    seqs = r["global_batch_tokens"] / r["seq_len"]
    micro = seqs / (dp * r["micro_batch"])
    f = flops_per_token(r)
    peak = gpu["bf16_tflops"] * 1e12
    if "achieved_tflops" in r:
        compute = r["global_batch_tokens"] * f / (r["gpus"] * r["achieved_tflops"] * 1e12)
    else:
        eta = compute_efficiency(r, gpu, params)
        tokens_mb = r["micro_batch"] * r["seq_len"]
        per_mb = tokens_mb * f / (t * p) / (peak * eta) * imbalance_factor(r)
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
    gpu = gpus[r["gpu"]]
    step = step_seconds(r, gpu, params)
    tokens = r["tokens_b"] * 1e9
    wall_h = tokens / (r["global_batch_tokens"] / step) / 3600
    return {
        "gpu_hours": wall_h * r["gpus"],
        "wall_days": wall_h / 24,
        "training_flops": tokens * flops_per_token(r),
    }


def figure(r):
    (key, value), = r["published"].items()
    return key, value


def fit(rows, gpus):
    """Least squares on log(predicted/published) over η_max in (0, 1] and k ≥ 0: a grid, then refinement."""
    def loss(params):
        return sum(math.log(predict(r, gpus, params)[figure(r)[0]] / figure(r)[1]) ** 2 for r in rows)

    best = min(((e / 100, k / 2) for e in range(20, 101) for k in range(0, 41)), key=loss)
    step = [0.01, 0.5]
    while step[0] > 1e-7:
        improved = False
        for i in range(2):
            for sign in (-1, 1):
                trial = list(best)
                trial[i] = trial[i] + sign * step[i]
                if trial[0] <= 0 or trial[0] > 1 or trial[1] < 0:
                    continue
                if loss(tuple(trial)) < loss(best):
                    best, improved = tuple(trial), True
        if not improved:
            step = [s / 2 for s in step]
    return best


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
    return f"{r['gpus']:,} {r['gpu'].split('-')[0].upper()}, " + " ".join(parts)


def print_markdown(runs, rows):
    units = {"gpu_hours": "GPU-h", "wall_days": "days", "training_flops": "FLOPs"}
    print("| run | hardware and layout (assumed in brackets) | published | Kova, defaults | error | leave-one-out |")
    print("|---|---|---|---|---|---|")
    for r, row in zip(runs, rows):
        assumed = ", ".join(r["assumed"])
        lay = layout(r) + (f" [assumed: {assumed}]" if assumed else "")
        fmt = (lambda v: f"{v:,.0f}") if row["figure"] == "gpu_hours" else (
            (lambda v: f"{v:.1f}") if row["figure"] == "wall_days" else (lambda v: f"{v:.3g}"))
        loo = f"{row['loo_error']:+.1%}" if "loo_error" in row else "—"
        print(f"| {r['name']} | {lay} | {fmt(row['published'])} {units[row['figure']]} | "
              f"{fmt(row['predicted'])} {units[row['figure']]} | {row['error']:+.1%} | {loo} |")


def main():
    with open(RUNS, encoding="utf-8") as f:
        data = json.load(f)
    gpus = data["gpus"]
    runs = data["runs"]
    fitted = [r for r in runs if "gpu_hours" in r["published"] and "achieved_tflops" not in r and not is_moe(r)]
    params = tuple(round(x, 6) for x in fit(fitted, gpus))  # as core/model/throughput.cpp holds them
    loo = {}
    for r in fitted:
        others = [o for o in fitted if o is not r]
        p = fit(others, gpus)
        loo[r["id"]] = predict(r, gpus, p)["gpu_hours"] / r["published"]["gpu_hours"] - 1
    log_errors = [math.log(1 + e) for e in loo.values()]
    sigma = math.sqrt(sum(x * x for x in log_errors) / len(log_errors))
    rows = []
    for r in runs:
        key, published = figure(r)
        predicted = predict(r, gpus, params)[key]
        row = {"id": r["id"], "figure": key, "published": published, "predicted": predicted,
               "error": predicted / published - 1}
        if r["id"] in loo:
            row["loo_error"] = loo[r["id"]]
        rows.append(row)
    fitted_errors = [abs(row["error"]) for row in rows if "loo_error" in row]
    out = {
        "about": "Written by scripts/calibrate_throughput.py from published_runs.json; do not edit by hand.",
        "eta_max": round(params[0], 6),
        "memory_bound_k": round(params[1], 6),
        "log_sigma_loo": round(sigma, 6),
        "p10_factor": round(math.exp(-Z90 * sigma), 6),
        "p90_factor": round(math.exp(Z90 * sigma), 6),
        "mean_abs_error": round(sum(fitted_errors) / len(fitted_errors), 6),
        "mean_abs_error_loo": round(sum(abs(e) for e in loo.values()) / len(loo), 6),
        "max_abs_error_loo": round(max(abs(e) for e in loo.values()), 6),
        "rows": rows,
    }
    text = json.dumps(out, indent=2, ensure_ascii=False) + "\n"
    if "--markdown" in sys.argv:
        print_markdown(runs, rows)
        return
    for row in rows:
        loo_text = f"{row['loo_error']:+.1%}" if "loo_error" in row else ""
        print(f"{row['id']:18} {row['figure']:15} {row['published']:>14.4g} {row['predicted']:>14.4g} "
              f"{row['error']:+7.1%} {loo_text:>7}")
    print(f"eta_max {out['eta_max']}  k {out['memory_bound_k']}  sigma(loo, log) {out['log_sigma_loo']}  "
          f"MAE {out['mean_abs_error']:.1%}  MAE(loo) {out['mean_abs_error_loo']:.1%}  "
          f"max |loo| {out['max_abs_error_loo']:.1%}")
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit("calibration.json differs from a refit: run scripts/calibrate_throughput.py")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
