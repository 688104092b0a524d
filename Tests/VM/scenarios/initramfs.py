"""The picker before the root file system: an initramfs that Debian's `mkinitramfs` builds with
initramfs/hooks/panel-picker and initramfs/scripts/init-premount/panel-picker shows
configs/initramfs-slot.json, a slot is picked with the keyboard, and the root that boots is
the chosen slot's, which reads the choice in /run (docs/service.md, "Before the root file system").

The host makes the boot (`prepare`): the initramfs, from the release binary stripped as a device
would carry it, and two root slots, ext4 images labelled root-a and root-b whose init prints its
slot, the choice and the time, and powers off. It drives the guest from the host (`drive`): the
screen against `render`, keys through QMP, the console for the rest.
"""
import os
import re
import shutil
import subprocess
import time

from harness import images
from harness.machine import MachineSpec, OwnBoot

MACHINE = MachineSpec(display="bochs", width=800, height=480, memory_mb=512, timeout_s=300, own_boot=True)

CONFIG = "configs/initramfs-slot.json"
# The confirm countdown's corner at 800x480 (the rows of the config never reach it).
COUNTDOWN_CORNER = (120, 80)

# The root slots' init: busybox alone, as the slot needs nothing else to say what it saw.
ROOT_INIT = """#!/bin/busybox sh
/bin/busybox mount -t proc proc /proc
read -r uptime _ < /proc/uptime
echo "vm-root: slot $(/bin/busybox cat /etc/slot) at $uptime s"
echo "vm-root: choice $(/bin/busybox cat /run/panel-picker/initramfs-choice.json 2>/dev/null || echo none)"
/bin/busybox poweroff -f
"""


def _root_slot(run_dir, slot):
    tree = os.path.join(run_dir, f"root-{slot}")
    shutil.rmtree(tree, ignore_errors=True)
    for folder in ("bin", "sbin", "etc", "proc", "run", "dev", "sys"):
        os.makedirs(os.path.join(tree, folder))
    shutil.copy("/bin/busybox", os.path.join(tree, "bin", "busybox"))
    with open(os.path.join(tree, "etc", "slot"), "w") as f:
        f.write(slot + "\n")
    init = os.path.join(tree, "sbin", "init")
    with open(init, "w") as f:
        f.write(ROOT_INIT)
    os.chmod(init, 0o755)
    image = os.path.join(run_dir, f"root-{slot}.ext4")
    if os.path.exists(image):
        os.unlink(image)
    subprocess.run(["mkfs.ext4", "-q", "-F", "-L", f"root-{slot}", "-d", tree, image, "16M"], check=True)
    return image


def prepare(repo, bin_dir, release, run_dir, out_dir):
    # initramfs-tools' own configuration folder (mkinitramfs -d): the hook and script as
    # scripts/install puts them under /etc/initramfs-tools, and only the modules this machine needs.
    confdir = os.path.join(run_dir, "initramfs-tools")
    shutil.rmtree(confdir, ignore_errors=True)
    os.makedirs(os.path.join(confdir, "hooks"))
    os.makedirs(os.path.join(confdir, "scripts", "init-premount"))
    shutil.copy(os.path.join(repo, "initramfs", "hooks", "panel-picker"), os.path.join(confdir, "hooks"))
    shutil.copy(os.path.join(repo, "initramfs", "scripts", "init-premount", "panel-picker"),
                os.path.join(confdir, "scripts", "init-premount"))
    with open(os.path.join(confdir, "initramfs.conf"), "w") as f:
        f.write("MODULES=list\nBUSYBOX=y\nCOMPRESS=gzip\nKEYMAP=n\nRUNSIZE=10%\nFSTYPE=ext4\n")
    with open(os.path.join(confdir, "modules"), "w") as f:
        f.write("virtio_pci\nvirtio_blk\next4\n")
    folder = os.path.join(run_dir, "picker")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    shutil.copy(os.path.join(repo, CONFIG), os.path.join(folder, "config.json"))
    # The panel's driver, as the hook reads it from a build machine's own file (this host has no DRM card).
    with open(os.path.join(folder, "modules"), "w") as f:
        f.write("bochs\n")
    binary = os.path.join(run_dir, "panel-picker")
    subprocess.run(["strip", "-o", binary, os.path.join(bin_dir, "panel-picker")], check=True)
    image = os.path.join(run_dir, "initrd.img")
    env = dict(os.environ, PANEL_PICKER_BINARY=binary, PANEL_PICKER_INITRAMFS_DIR=folder)
    subprocess.run(["mkinitramfs", "-d", confdir, "-o", image, release], env=env, check=True, capture_output=True)
    listing = subprocess.run(["lsinitramfs", image], capture_output=True, text=True, check=True).stdout.split()
    with open(os.path.join(out_dir, "initramfs-files.txt"), "w") as f:
        f.write("\n".join(listing) + "\n")
    for row in (0, 1):
        subprocess.run([os.path.join(bin_dir, "panel-picker"), "render", "--config", os.path.join(repo, CONFIG),
                        "--select", f"slot={row}", "--out", os.path.join(out_dir, f"slot-{row}.png")], check=True)
    # loglevel=6: the kernel's notices (the script's lines in /dev/kmsg, with their times) on the console.
    # plymouth.enable=0: mkinitramfs adds Plymouth's hook and script when the host has Plymouth
    # (scripts/setup installs it for systemd-plymouth); this boot is the picker's alone.
    return OwnBoot(image, "root=LABEL=root-a ro loglevel=6 plymouth.enable=0", [_root_slot(run_dir, "a"), _root_slot(run_dir, "b")])


def _screen_is(context, name, png, within_s):
    """Whether the screen equals `render`'s picture, outside the countdown's corner, within `within_s`; recorded as `name`."""
    expected = images.without_corner(images.read_png(os.path.join(context.out_dir, png)), *COUNTDOWN_CORNER)
    give_up = time.monotonic() + within_s
    while True:
        problem = images.compare(images.without_corner(images.read_ppm(context.screendump(name)), *COUNTDOWN_CORNER), expected)
        if problem is None or time.monotonic() >= give_up:
            break
        time.sleep(0.2)
    context.check(name, problem is None, problem or "")
    return problem is None


def _console_until(context, pattern, within_s):
    """The console's text once `pattern` is in it (a match), or None after `within_s`."""
    give_up = time.monotonic() + within_s
    while True:
        text = open(context.machine.console, errors="replace").read() if os.path.exists(context.machine.console) else ""
        match = re.search(pattern, text)
        if match or time.monotonic() >= give_up:
            return match
        time.sleep(0.2)


def drive(context):
    files = open(os.path.join(context.out_dir, "initramfs-files.txt")).read().split()
    context.check("hook-files", all(f in files for f in ("usr/bin/panel-picker", "etc/panel-picker/initramfs/config.json",
                                                          "scripts/init-premount/panel-picker"))
                  and any(f.endswith("/bochs.ko") for f in files) and any(f.endswith("/evdev.ko") for f in files),
                  "the initramfs lacks the picker, its config, its script or the bochs and evdev modules")
    machine = context.machine
    # The first frame is `render` of the config, before any root is mounted.
    if not _screen_is(context, "first-frame", "slot-0.png", 200):
        return
    # The input devices open once the first frame is drawn: a key before that is nobody's.
    if _console_until(context, r"input devices opened after drawing", 30) is None:
        context.check("input-opened", False, "no start-up line saying the input devices opened within 30 s")
        return
    machine._handle("key down")
    if not _screen_is(context, "slot-b", "slot-1.png", 10):
        return
    machine._handle("key ret")
    booted = _console_until(context, r"vm-root: slot (\w+) at ([\d.]+) s", 120)
    context.check("booted-slot-b", booted is not None and booted.group(1) == "b",
                  f"the root that booted: {booted.group(1) if booted else 'none within 120 s'}")
    choice = _console_until(context, r"vm-root: choice (.*)", 5)
    context.check("choice-in-run", choice is not None and '"value":"root=LABEL=root-b"' in choice.group(1),
                  f"/run/panel-picker/initramfs-choice.json read by the root: {choice.group(1) if choice else 'nothing'}")
    # The timeline: the kernel's own times for the script's start and choice, the picker's first frame
    # after its start (its start-up line), and the root's init.
    text = open(machine.console, errors="replace").read()
    started = re.search(r"\[\s*([\d.]+)\] panel-picker: starting in the initramfs", text)
    frame = re.search(r"first frame on screen ([\d.]+) ms after process start", text)
    chose = re.search(r"\[\s*([\d.]+)\] panel-picker: chose", text)
    ok = started is not None and frame is not None and booted is not None
    if ok:
        first_frame_s = float(started.group(1)) + float(frame.group(1)) / 1000
        with open(os.path.join(context.out_dir, "timeline.txt"), "w") as f:
            f.write(f"kernel start 0.00 s; picker started {float(started.group(1)):.2f} s; "
                    f"first frame {first_frame_s:.2f} s; confirmed {float(chose.group(1)) if chose else float('nan'):.2f} s; "
                    f"root's init (after switch_root) {float(booted.group(2)):.2f} s\n")
        ok = first_frame_s < float(booted.group(2))
    context.check("first-frame-before-root", ok, "no timeline in the console, or the first frame after the root's init")
    # Under TCG the kernel's random pool is ready some seconds into the boot, often after the picker
    # starts: main must not wait for it (CEarlyBoot), where it waited a second.
    entered = re.search(r"main entered at ([\d.]+) ms", text)
    pool = re.search(r"\[\s*([\d.]+)\] random: crng init done", text)
    if started and entered and pool and float(pool.group(1)) > float(started.group(1)):
        main_s = float(started.group(1)) + float(entered.group(1)) / 1000
        context.check("main-before-random-pool", main_s < float(pool.group(1)) - 0.1,
                      f"main entered at {main_s:.2f} s, the random pool ready at {pool.group(1)} s")
