"""One QEMU guest: the command line, the QMP client, the `vm.ctl` request
loop the guest script drives, and the hard timeout."""
import json
import os
import shutil
import socket
import subprocess
import threading
import time

from . import images, kernel


class MachineSpec:
    """What a scenario boots.

    display: None, "bochs" (-device VGA → bochs-drm), "virtio-gpu", or "cirrus"
    (-device cirrus-vga: cirrusfb, an fbdev driver with no KMS; no EDID, width/height unused);
    width/height: the EDID's preferred mode; tablet: usb-tablet on xhci;
    virtio_tablet / keyboard: virtio-input devices; timeout_s: hard limit of each boot.
    systemd: the real systemd as PID 1 on a writable overlay root whose changes live on
    a fresh ext4 disk, running the scenario script as a unit (guest/systemd-root.sh);
    boots: how many times the guest boots from that disk, each running the scenario
    script again with $VM_BOOT set to 1, 2, ...
    pcspk: the PC speaker recorded into `pcspk.wav` in the results folder (QEMU's wav
    audiodev writes samples only while the speaker sounds: the file's length is tone time).
    hda: an Intel HDA sound card (`-device intel-hda -device hda-output`) recorded into `hda.wav`:
    QEMU writes what the guest plays, in real time, only while a stream runs.
    own_boot: the scenario makes the guest's initramfs and disks itself (its `prepare(...)`
    returns an OwnBoot), and drives the guest from the host (its `drive(context)`): nothing in
    the guest speaks to the harness, so the boot is finished when `drive` returns.
    plymouth: Plymouth's graphical splash in a systemd boot: `splash` on the kernel's command line,
    without which guest/systemd-root.sh keeps Plymouth's units masked (the host may have it installed).
    arch: "x86_64", or "aarch64": qemu-system-aarch64 -M virt with the arm64 kernel and a busybox
    initramfs (guest/init-aarch64), running the static aarch64 build ($PICKER_ARM64_BIN_DIR);
    only virtio-gpu and virtio input there. With systemd, its overlay's lower layer is the arm64
    Debian root scripts/setup-arm64 made, with the kernel's modules shared beside it.
    """

    def __init__(self, display=None, width=1024, height=768, tablet=False, virtio_tablet=False,
                 keyboard=False, memory_mb=512, timeout_s=60, systemd=False, boots=1, pcspk=False,
                 arch="x86_64", hda=False, own_boot=False, plymouth=False):
        self.display, self.width, self.height = display, width, height
        self.tablet, self.virtio_tablet, self.keyboard = tablet, virtio_tablet, keyboard
        self.memory_mb, self.timeout_s = memory_mb, timeout_s
        self.systemd, self.boots = systemd, boots
        self.pcspk, self.hda = pcspk, hda
        self.arch = arch
        self.own_boot = own_boot
        self.plymouth = plymouth
        if plymouth and not systemd:
            raise ValueError("Plymouth's splash needs the real systemd (systemd=True)")
        if arch == "aarch64" and (pcspk or hda or tablet or display not in (None, "virtio-gpu")):
            raise ValueError("the aarch64 machine has virtio-gpu and virtio input only")

    @property
    def out_mount(self):
        """Where the guest sees the results share."""
        return "/vm/out" if self.systemd else "/tmp/out"


class OwnBoot:
    """A boot a scenario made (MachineSpec(own_boot=True)): its initramfs, the kernel command line
    after `console=ttyS0 panic=-1`, and disk images, attached read-only as virtio disks in order."""

    def __init__(self, initramfs, append, disks=()):
        self.initramfs, self.append, self.disks = initramfs, append, list(disks)


class QMP:
    """A minimal QMP client: one command at a time, events skipped."""

    def __init__(self, path, deadline):
        # A scenario's `watch` and the guest's requests may both use it: one command at a time.
        self.lock = threading.Lock()
        self.sock = _connect(path, deadline)
        self.file = self.sock.makefile("rwb")
        self._read()  # greeting
        self.execute("qmp_capabilities")

    def _read(self):
        while True:
            line = self.file.readline()
            if not line:
                raise RuntimeError("QMP connection closed")
            message = json.loads(line)
            if "event" not in message:
                return message

    def execute(self, command, arguments=None):
        request = {"execute": command}
        if arguments is not None:
            request["arguments"] = arguments
        return self.raw(request)

    def raw(self, request):
        with self.lock:
            self.file.write(json.dumps(request).encode() + b"\n")
            self.file.flush()
            reply = self._read()
        if "error" in reply:
            raise RuntimeError(f"QMP {request.get('execute')}: {reply['error'].get('desc')}")
        return reply.get("return")

    def close(self):
        self.sock.close()


def _connect(path, deadline):
    while True:
        try:
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.connect(path)
            return s
        except OSError:
            s.close()
            if time.monotonic() > deadline:
                raise RuntimeError(f"QEMU did not open {path}")
            time.sleep(0.02)


class Context:
    """What host-side hooks get: QMP, the feed port, the results directory, check recording."""

    def __init__(self, machine):
        self.machine = machine
        self.qmp = machine.qmp
        self.out_dir = machine.out_dir

    def check(self, name, ok, detail=""):
        self.machine.record(name, ok, detail)

    def feed(self, data):
        """Writes bytes to the guest's `vm.feed` port."""
        self.machine.feed_sock.sendall(data)

    def screendump(self, name):
        path = os.path.join(self.out_dir, name + ".ppm")
        self.qmp.execute("screendump", {"filename": path})
        return path


class Machine:
    def __init__(self, name, spec, kernel, initramfs, run_dir, out_dir, entry_script, hooks, record, repo,
                 own_boot=None, driver=None, watcher=None):
        self.name, self.spec = name, spec
        # The checkout is shared on its own: the guest's fresh /tmp and /run would hide a checkout under them.
        self.repo = repo
        self.run_dir, self.out_dir = run_dir, out_dir
        self.hooks, self.record = hooks, record
        self.kernel, self.initramfs = kernel, initramfs
        self.own_boot, self.driver = own_boot, driver
        # A scenario's `watch(context)`: runs on the host from QEMU's start, beside the guest's script,
        # until it returns or the boot ends (`boot_over`); a hook may wait for it (`watching`).
        self.watcher, self.watching = watcher, None
        self.boot_over = threading.Event()
        self.entry_script = entry_script
        self.finished = False
        self.console = os.path.join(run_dir, "console.log")
        self.disk = os.path.join(run_dir, "root-changes.ext4")

    def argv(self, boot):
        s = self.spec
        append = f"console=ttyS0 panic=-1 quiet loglevel=3 rdinit=/init vm.repo={self.repo} vm.boot={boot}"
        initramfs = self.initramfs
        if self.own_boot:
            append, initramfs = f"console=ttyS0 panic=-1 {self.own_boot.append}", self.own_boot.initramfs
        if s.systemd:
            append += " vm.systemd"
        if s.plymouth:
            # With a serial console= (ours, ttyS0) plymouthd shows text there instead of the splash.
            append += " splash plymouth.ignore-serial-consoles"
        if s.display == "cirrus":
            # A panel with no KMS: under systemd, udev would otherwise bind the DRM cirrus driver
            # (not blacklisted, unlike cirrusfb) before the scenario loads cirrusfb.
            append += " modprobe.blacklist=cirrus"
        if s.arch == "aarch64":
            # cortex-a57: plain ARMv8.0, the quickest CPU for TCG (no pointer authentication to emulate).
            a = ["qemu-system-aarch64", "-M", "virt", "-cpu", "cortex-a57"]
            append = append.replace("console=ttyS0", "console=ttyAMA0")
        else:
            a = ["qemu-system-x86_64"]
        a += ["-accel", "tcg", "-m", str(s.memory_mb), "-smp", os.environ.get("VM_SMP", "1"),
              "-nodefaults", "-no-user-config", "-display", "none", "-no-reboot",
              "-kernel", self.kernel, "-initrd", initramfs,
              "-append", append,
              "-serial", "file:" + self.console,
              "-qmp", f"unix:{self.run_dir}/qmp.sock,server=on,wait=off"]
        if s.arch != "aarch64":
            a += ["-virtfs", "local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap"]
        elif s.systemd:
            a += ["-virtfs", f"local,path={kernel.aarch64_root()},mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap",
                  "-virtfs", f"local,path={kernel.AARCH64_DIR}/lib/modules,mount_tag=modules,security_model=none,readonly=on,multidevs=remap"]
        a += ["-virtfs", f"local,path={self.out_dir},mount_tag=results,security_model=none,multidevs=remap",
              "-virtfs", f"local,path={self.repo},mount_tag=repo,security_model=none,readonly=on,multidevs=remap",
              "-device", "virtio-serial-pci",
              "-chardev", f"socket,id=ctl,path={self.run_dir}/ctl.sock,server=on,wait=off",
              "-device", "virtserialport,chardev=ctl,name=vm.ctl",
              "-chardev", f"socket,id=feed,path={self.run_dir}/feed.sock,server=on,wait=off",
              "-device", "virtserialport,chardev=feed,name=vm.feed"]
        if s.display == "bochs":
            a += ["-device", f"VGA,id=video0,edid=on,xres={s.width},yres={s.height},vgamem_mb=32"]
        elif s.display == "virtio-gpu":
            a += ["-device", f"virtio-gpu-pci,id=video0,edid=on,xres={s.width},yres={s.height}"]
        elif s.display == "cirrus":
            a += ["-device", "cirrus-vga,id=video0"]
        elif s.display is not None:
            raise ValueError(f"unknown display {s.display!r} (bochs, virtio-gpu or cirrus)")
        if s.tablet:
            a += ["-device", "qemu-xhci", "-device", "usb-tablet"]
        if s.virtio_tablet:
            a += ["-device", "virtio-tablet-pci"]
        if s.keyboard:
            a += ["-device", "virtio-keyboard-pci"]
        if s.systemd:
            # On PCI on both machines (-M virt's if=virtio would put it on virtio-mmio).
            a += ["-drive", f"file={self.disk},if=none,id=changes,format=raw", "-device", "virtio-blk-pci,drive=changes"]
        for index, disk in enumerate(self.own_boot.disks if self.own_boot else []):
            a += ["-drive", f"file={disk},if=none,id=disk{index},format=raw,readonly=on", "-device", f"virtio-blk-pci,drive=disk{index}"]
        if s.pcspk:
            a += ["-audiodev", f"wav,id=snd0,path={self.out_dir}/pcspk.wav", "-machine", "pcspk-audiodev=snd0"]
        if s.hda:
            a += ["-audiodev", f"wav,id=hda0,path={self.out_dir}/hda.wav", "-device", "intel-hda", "-device", "hda-output,audiodev=hda0"]
        return a

    def make_disk(self):
        """A fresh, empty ext4 disk for the overlay root's changes."""
        if os.path.exists(self.disk):
            os.unlink(self.disk)
        with open(self.disk, "wb") as f:
            f.truncate(256 << 20)
        subprocess.run(["mkfs.ext4", "-q", "-F", "-L", "vm-root", self.disk], check=True)

    def run(self):
        """Boots spec.boots times; returns an error string or None."""
        started = time.monotonic()
        if self.spec.systemd:
            self.make_disk()
        error = None
        for boot in range(1, self.spec.boots + 1):
            if os.path.exists(self.console):
                os.replace(self.console, self.console + f".boot{boot - 1}")
            error = self.run_boot(boot)
            if error:
                error = f"boot {boot}: {error}" if self.spec.boots > 1 else error
                break
        self.boot_s = time.monotonic() - started
        return error

    def run_boot(self, boot):
        """Boots once, serves the guest's requests until it powers off or the timeout; returns an error string or None."""
        self.finished = False
        for p in ("qmp.sock", "ctl.sock", "feed.sock"):
            if os.path.exists(os.path.join(self.run_dir, p)):
                os.unlink(os.path.join(self.run_dir, p))
        started = time.monotonic()
        deadline = started + self.spec.timeout_s
        self.boot_over.clear()
        process = subprocess.Popen(self.argv(boot), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT)
        error = None
        try:
            self.qmp = QMP(os.path.join(self.run_dir, "qmp.sock"), deadline)
            ctl = _connect(os.path.join(self.run_dir, "ctl.sock"), deadline)
            self.feed_sock = _connect(os.path.join(self.run_dir, "feed.sock"), deadline)
            self.context = Context(self)
            server = threading.Thread(target=self._serve, args=(ctl,), daemon=True)
            server.start()
            driving = threading.Thread(target=self._drive, daemon=True) if self.driver else None
            if driving:
                driving.start()
            if self.watcher:
                self.watching = threading.Thread(target=self._watch, daemon=True)
                self.watching.start()
            try:
                process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                error = f"timed out after {self.spec.timeout_s} s"
            server.join(timeout=1)
            if driving:
                # The guest powers itself off once it has said what the driver reads on the console.
                driving.join(timeout=10)
            if error is None and not self.finished:
                error = "the guest powered off before its script finished"
        except Exception as e:  # the report names the scenario and the cause; the run goes on
            error = f"harness error: {e}"
        finally:
            self.boot_over.set()
            if self.watching:
                self.watching.join(timeout=5)
            if process.poll() is None:
                process.kill()
            output = process.communicate()[0].decode(errors="replace").strip()
            if output and error:
                error += f"; qemu said: {output[-400:]}"
        return error

    def _drive(self):
        """Runs the scenario's host-side `drive(context)`; its end is the scenario's."""
        try:
            self.driver(self.context)
        except Exception as e:  # a failed drive fails the scenario, not the harness
            self.record("drive", False, f"{type(e).__name__}: {e}")
        finally:
            self.finished = True

    def _watch(self):
        """Runs the scenario's host-side `watch(context)` beside the guest's script."""
        try:
            self.watcher(self.context)
        except Exception as e:  # a failed watch fails the scenario, not the harness
            self.record("watch", False, f"{type(e).__name__}: {e}")

    def _serve(self, ctl):
        reader = ctl.makefile("rb")
        while True:
            line = reader.readline()
            if not line:
                return
            text = line.decode(errors="replace").rstrip("\n")
            try:
                reply = self._handle(text)
            except Exception as e:  # a bad request fails that request, not the harness
                reply = f"error {e}"
            ctl.sendall(reply.encode() + b"\n")

    def _handle(self, text):
        verb, _, rest = text.partition(" ")
        if verb == "check":
            status, _, rest = rest.partition(" ")
            name, _, detail = rest.partition(" ")
            self.record(name, status == "PASS", detail)
            return "ok"
        if verb == "done":
            self.finished = True
            return "ok"
        if verb == "screendump":
            self.context.screendump(rest.strip())
            return "ok"
        if verb == "compare":
            return self._compare(rest.split())
        if verb == "compare-within":
            seconds, _, words = rest.partition(" ")
            return self._compare(words.split(), within_s=float(seconds))
        if verb == "qmp":
            return "ok " + json.dumps(self.qmp.raw(json.loads(rest)))
        if verb == "tablet":
            return self._tablet(rest.split())
        if verb == "key":
            key = {"type": "qcode", "data": rest.strip()}
            for down in (True, False):
                self.qmp.execute("input-send-event", {"events": [{"type": "key", "data": {"down": down, "key": key}}]})
            return "ok"
        if verb == "hook":
            name, _, args = rest.partition(" ")
            hook = self.hooks.get(name)
            if hook is None:
                return f"error no hook {name!r} in scenario {self.name}"
            result = hook(self.context, args)
            return "ok" if result is None else str(result)
        return f"error unknown request {verb!r}"

    def _compare(self, words, within_s=0.0):
        """Compares the screen with an image; with within_s, again every 0.2 s until it matches or that time is up
        (for a picture that is still on its way: a restarted or reloaded program's next frame)."""
        name, png = words[0], words[1]
        rotation = int(words[2]) if len(words) > 2 else 0
        path = os.path.join(self.out_dir, png)
        picture = images.read_ppm(path) if path.endswith(".ppm") else images.read_png(path)
        expected = images.rotate(picture, rotation)
        give_up = time.monotonic() + within_s
        while True:
            screen = images.read_ppm(self.context.screendump(name))
            problem = images.compare(screen, expected)
            if problem is None or time.monotonic() >= give_up:
                break
            time.sleep(0.2)
        if problem:
            images.write_ppm(os.path.join(self.out_dir, name + ".expected.ppm"), expected)
        self.record(name, problem is None, problem or "")
        return "PASS" if problem is None else "FAIL " + problem

    def _tablet(self, words):
        x, y, action = int(words[0]), int(words[1]), words[2]
        events = [{"type": "abs", "data": {"axis": "x", "value": x}},
                  {"type": "abs", "data": {"axis": "y", "value": y}}]
        if action in ("down", "up"):
            events.append({"type": "btn", "data": {"button": "left", "down": action == "down"}})
        self.qmp.execute("input-send-event", {"events": events})
        return "ok"


def qemu_available():
    return shutil.which("qemu-system-x86_64") is not None
