"""Speech on a real sound card (issue 26): QEMU's Intel HDA, recorded through its wav audiodev, with
snd_hda_intel in the guest and the picker's espeak-ng and aplay on `speech.device: "default"`. A key
settles column a on a row and the recording holds speech whose loudness envelope matches espeak-ng's
own rendering of that row on the host (correlated over 10 ms windows); a second key 0.3 s into the
next utterance cuts it (less sound than the two utterances whole); 10 s idle add nothing; the volume
keys make the speech louder, and after a confirm it is back at `speech.volume`."""
import array
import json
import math
import os
import struct
import subprocess
import time

from harness.input_cases import CONFIG, HEIGHT, WIDTH, write
from harness.machine import MachineSpec

MACHINE = MachineSpec(display="bochs", width=WIDTH, height=HEIGHT, keyboard=True, hda=True, timeout_s=420)

SPEECH = {"enabled": True, "device": "default", "voice": "en", "rate_wpm": 175, "volume": 50, "volume_step": 25,
          "confirmed_text": "Done, {value}"}
# Byte offsets into hda.wav's samples when each step ended.
marks = {}


def wav_samples(path, start, end):
    """Mono floats of hda.wav's 16-bit samples between two byte offsets past the header (channels averaged)."""
    with open(path, "rb") as f:
        header = f.read(44)
        channels = struct.unpack_from("<H", header, 22)[0]
        f.seek(44 + start)
        data = array.array("h", f.read(end - start))
    return [sum(data[i:i + channels]) / channels / 32768 for i in range(0, len(data) - channels + 1, channels)], \
        struct.unpack_from("<I", header, 24)[0]


def envelope(samples, rate, window_ms=10):
    n = max(1, rate * window_ms // 1000)
    return [math.sqrt(sum(x * x for x in samples[i:i + n]) / n) for i in range(0, len(samples) - n + 1, n)]


def rms(samples):
    return math.sqrt(sum(x * x for x in samples) / max(1, len(samples)))


def best_correlation(recorded, reference):
    """The highest Pearson correlation of the reference envelope against the recording's, over every lag."""
    best = -1.0
    for lag in range(0, max(1, len(recorded) - len(reference) + 1)):
        a = recorded[lag:lag + len(reference)]
        b = reference[:len(a)]
        if len(a) < 10:
            break
        ma, mb = sum(a) / len(a), sum(b) / len(b)
        cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
        va = math.sqrt(sum((x - ma) ** 2 for x in a)) * math.sqrt(sum((y - mb) ** 2 for y in b))
        if va > 0:
            best = max(best, cov / va)
    return best


def espeak(text, volume):
    """espeak-ng's own rendering on the host, as mono floats, and its rate."""
    wav = subprocess.run(["espeak-ng", "--stdout", "-v", "en", "-s", "175", "-a", str(volume), text],
                         capture_output=True, check=True, timeout=60).stdout
    rate = struct.unpack_from("<I", wav, 24)[0]
    data = array.array("h", wav[44:])
    return [x / 32768 for x in data], rate


def resample(samples, rate, to_rate):
    step = rate / to_rate
    return [samples[int(i * step)] for i in range(int(len(samples) / step))]


def hook_prepare(ctx, args):
    write(ctx, "picker.json", json.dumps({**CONFIG, "mode": "daemon", "speech": SPEECH}))


def recorded_bytes(ctx):
    path = os.path.join(ctx.out_dir, "hda.wav")
    return max(0, os.path.getsize(path) - 44) if os.path.exists(path) else 0


def hook_mark(ctx, args):
    """NAME: notes how many bytes of samples hda.wav holds now."""
    marks[args.strip()] = recorded_bytes(ctx)
    return str(marks[args.strip()])


def hook_quiet(ctx, args):
    """NAME: waits until speech was recorded since the last mark and the card then stayed silent for 3 s, at
    most 120 s, and notes the recording's length as NAME. QEMU writes nothing while no stream runs; under TCG
    espeak-ng takes seconds, and a stream that runs dry stops (the card's zeros first) and starts again."""
    path = os.path.join(ctx.out_dir, "hda.wav")
    begin = list(marks.values())[-1] if marks else 0
    last, since, deadline = recorded_bytes(ctx), time.monotonic(), time.monotonic() + 120
    while time.monotonic() < deadline:
        time.sleep(0.25)
        now = recorded_bytes(ctx)
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= 3 and voiced(*wav_samples(path, begin, now)):
            break
    return hook_mark(ctx, args)


def hook_heard(ctx, args):
    """NAME: waits until the recording has not grown for 1 s (at most 30 s), then answers "ok" when it holds
    speech since mark NAME, and "silent" when the card played only zeros."""
    path = os.path.join(ctx.out_dir, "hda.wav")
    last, since, deadline = recorded_bytes(ctx), time.monotonic(), time.monotonic() + 30
    while time.monotonic() < deadline and time.monotonic() - since < 1:
        time.sleep(0.25)
        now = recorded_bytes(ctx)
        if now != last:
            last, since = now, time.monotonic()
    heard = voiced(*wav_samples(path, marks[args.strip()], last))
    return f"ok {len(heard)} samples of speech" if heard else f"silent: {last - marks[args.strip()]} bytes of zeros"


def hook_sounding(ctx, args):
    """Waits until the card plays (the recording grows), at most 60 s."""
    start, deadline = recorded_bytes(ctx), time.monotonic() + 60
    while recorded_bytes(ctx) == start and time.monotonic() < deadline:
        time.sleep(0.05)
    return str(recorded_bytes(ctx) - start)


def voiced(samples, rate):
    """The part from the first to the last 10 ms window louder than -50 dBFS: the speech without the card's
    silence around it (dmix plays zeros while a stream is open)."""
    env = envelope(samples, rate)
    loud = [i for i, v in enumerate(env) if v > 0.003]
    if not loud:
        return []
    n = rate // 100
    return samples[loud[0] * n:(loud[-1] + 1) * n]


def hook_check(ctx, args):
    path = os.path.join(ctx.out_dir, "hda.wav")
    lines = []
    settled, rate = wav_samples(path, marks["start"], marks["settled"])
    settled = voiced(settled, rate)
    reference, ref_rate = espeak("51", SPEECH["volume"])
    reference = voiced(resample(reference, ref_rate, rate), rate)
    correlation = best_correlation(envelope(settled, rate), envelope(reference, rate))
    lines.append(f"settled: {len(settled) / rate * 1000:.0f} ms recorded, espeak-ng's own {len(reference) / rate * 1000:.0f} ms,"
                 f" envelope correlation {correlation:.2f}")
    ctx.check("settled-speech-recorded", len(settled) > 0, f"{len(settled)} samples")
    ctx.check("settled-matches-espeak", correlation >= 0.6, f"envelope correlation {correlation:.2f}")
    cut, _ = wav_samples(path, marks["settled"], marks["cut"])
    cut_voiced = sum(1 for v in envelope(cut, rate) if v > 0.003) * rate // 100
    whole = sum(len(voiced(resample(espeak(text, 50)[0], ref_rate, rate), rate)) for text in ("52", "53"))
    lines.append(f"cut: {cut_voiced / rate * 1000:.0f} ms of speech recorded for 52 (cut) and 53, {whole / rate * 1000:.0f} ms whole")
    ctx.check("moving-cuts-speech", 0 < cut_voiced < 0.9 * whole, f"{cut_voiced} samples of speech, {whole} for both whole")
    idle = marks["idle"] - marks["cut"]
    lines.append(f"10 s idle: {idle} bytes")
    ctx.check("idle-silent", idle == 0, f"{idle} bytes while idle")
    louder = voiced(wav_samples(path, marks["loud-steps"], marks["louder"])[0], rate)
    after = voiced(wav_samples(path, marks["confirmed"], marks["after"])[0], rate)
    ratios = (rms(louder) / max(1e-9, rms(settled)), rms(after) / max(1e-9, rms(settled)))
    lines.append(f"loudness against the first row: volume up twice {ratios[0]:.2f}, after the confirm {ratios[1]:.2f}")
    ctx.check("volume-keys-louder", ratios[0] > 1.3, f"{ratios[0]:.2f}")
    ctx.check("volume-reset-after-confirm", 0.75 <= ratios[1] <= 1.33, f"{ratios[1]:.2f}")
    write(ctx, "measurements.txt", "\n".join(lines) + "\n")
    for line in lines:
        print(f"MEASURE speech-hda/{line}", flush=True)
