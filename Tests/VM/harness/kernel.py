"""The guest kernel and its initramfs, built once and cached under Tests/VM/work/."""
import gzip
import io
import lzma
import os
import struct
import subprocess

# Loaded by /init before anything else: virtio transport, the 9p root and the
# virtio-serial ports. Every other module (display, input) is loaded from the
# host's /lib/modules inside the chroot with modprobe, when a scenario wants it.
BASE_MODULES = ["virtio_pci", "virtio_console", "9pnet_virtio", "9p"]
# Loaded only for a boot of the real systemd: the writable root is an overlay of the
# host's root with its changes on an ext4 disk, which a second boot finds again.
SYSTEMD_MODULES = ["overlay", "virtio_blk", "ext4"]
# Sourced by both guests' /init for such a boot: it assembles that overlay and starts systemd.
OVERLAY_ROOT_SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "guest", "overlay-root.sh")


def kernel_release():
    """The newest installed kernel that has both an image and modules."""
    releases = sorted(
        name[len("vmlinuz-"):] for name in os.listdir("/boot")
        if name.startswith("vmlinuz-") and os.path.isdir("/lib/modules/" + name[len("vmlinuz-"):])
    )
    if not releases:
        raise RuntimeError("no /boot/vmlinuz-* with matching /lib/modules: install linux-image-amd64")
    return releases[-1]


def extract_vmlinux(bzimage_path, out_path):
    """Writes the ELF vmlinux held in a bzImage's xz payload.

    QEMU boots the ELF directly through its PVH entry, which skips the
    in-guest decompression (about 3.5 s under TCG). The payload carries a
    trailing size word that lzma.decompress() rejects, so a decompressor
    object that stops at the end of the xz stream is used.
    """
    data = open(bzimage_path, "rb").read()
    if data[0x202:0x206] != b"HdrS":
        raise RuntimeError(f"{bzimage_path} is not a bzImage (no HdrS header)")
    setup_sectors = data[0x1F1] or 4
    payload_offset, payload_length = struct.unpack_from("<II", data, 0x248)
    start = (setup_sectors + 1) * 512 + payload_offset
    payload = data[start:start + payload_length]
    if not payload.startswith(b"\xfd7zXZ\x00"):
        raise RuntimeError(f"{bzimage_path}: payload is not xz-compressed (starts {payload[:6]!r})")
    elf = lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(payload)
    if not elf.startswith(b"\x7fELF"):
        raise RuntimeError(f"{bzimage_path}: decompressed payload is not an ELF image")
    temporary = out_path + ".tmp"
    with open(temporary, "wb") as f:
        f.write(elf)
    os.replace(temporary, out_path)


def module_paths(release, modules):
    """Module files in load order, as `modprobe --show-depends` lists them, without repeats."""
    paths = []
    for module in modules:
        out = subprocess.run(
            ["modprobe", "-S", release, "--show-depends", module],
            check=True, capture_output=True, text=True,
        ).stdout
        for line in out.splitlines():
            words = line.split()
            if len(words) >= 2 and words[0] == "insmod" and words[1] not in paths:
                paths.append(words[1])
    return paths


class Cpio:
    """A `newc` cpio archive, written in memory (the kernel's initramfs format)."""

    def __init__(self):
        self.out = io.BytesIO()
        self.inode = 1

    def _entry(self, name, mode, data=b""):
        header = "070701" + "".join(f"{v:08x}" for v in (
            self.inode, mode, 0, 0, 1, 0, len(data), 0, 0, 0, 0, len(name) + 1, 0))
        self.inode += 1
        self.out.write(header.encode() + name.encode() + b"\0")
        self.out.write(b"\0" * (-(110 + len(name) + 1) % 4))
        self.out.write(data)
        self.out.write(b"\0" * (-len(data) % 4))

    def directory(self, name):
        self._entry(name, 0o040755)

    def file(self, name, data, mode=0o644):
        self._entry(name, 0o100000 | mode, data)

    def finish(self):
        self._entry("TRAILER!!!", 0)
        return self.out.getvalue()

    def write_gzip(self, out_path):
        """Finishes the archive and writes it gzipped to out_path, whole or not at all."""
        temporary = out_path + ".tmp"
        with open(temporary, "wb") as f:
            f.write(gzip.compress(self.finish(), compresslevel=1))
        os.replace(temporary, out_path)


def build_initramfs(release, init_script_path, out_path):
    """busybox as /init's shell, the base modules, and the init script."""
    archive = Cpio()
    for d in ("bin", "dev", "proc", "sys", "newroot", "modules"):
        archive.directory(d)
    archive.file("bin/busybox", open("/bin/busybox", "rb").read(), 0o755)
    archive.file("init", open(init_script_path, "rb").read(), 0o755)
    archive.file("overlay-root.sh", open(OVERLAY_ROOT_SCRIPT, "rb").read())
    base = module_paths(release, BASE_MODULES)
    # The x86 crypto modules want instructions TCG's CPU lacks; their generic twins serve.
    extra = [p for p in module_paths(release, SYSTEMD_MODULES) if p not in base and "/arch/x86/crypto/" not in p]
    for order_name, paths in (("order", base), ("order-systemd", extra)):
        order = []
        for path in paths:
            name = os.path.basename(path)
            archive.file("modules/" + name, open(path, "rb").read())
            order.append(name)
        archive.file("modules/" + order_name, ("\n".join(order) + "\n").encode())
    archive.write_gzip(out_path)


def prepare(work_dir, init_script_path):
    """Returns (release, vmlinux path, initramfs path), building what is missing or stale."""
    release = kernel_release()
    os.makedirs(work_dir, exist_ok=True)
    vmlinux = os.path.join(work_dir, f"vmlinux-{release}")
    if not os.path.exists(vmlinux):
        extract_vmlinux(f"/boot/vmlinuz-{release}", vmlinux)
    initramfs = os.path.join(work_dir, f"initramfs-{release}.cpio.gz")
    inputs = [init_script_path, OVERLAY_ROOT_SCRIPT, "/bin/busybox", __file__]
    if not os.path.exists(initramfs) or os.path.getmtime(initramfs) < max(os.path.getmtime(p) for p in inputs):
        build_initramfs(release, init_script_path, initramfs)
    return release, vmlinux, initramfs


# The arm64 machine (docs/arm.md): bookworm's arm64 kernel and busybox-static, which
# scripts/setup-arm64 unpacks here. Its guest cannot chroot into the host's x86-64 root, so
# the initramfs carries the modules the scenarios load, and busybox runs their scripts.
AARCH64_DIR = "/usr/local/lib/panel-picker/arm64-vm"
AARCH64_MODULES = BASE_MODULES + SYSTEMD_MODULES + ["virtio-gpu", "evdev", "uinput", "virtio_input"]
# What a systemd boot of the arm64 machine has for the host's root: Debian 12 arm64 with systemd,
# which scripts/setup-arm64 makes with debootstrap in root/ (its stamp beside it marks it complete).
AARCH64_ROOT_DIR = "/usr/local/lib/panel-picker/arm64-root"


def aarch64_root():
    """The arm64 machine's systemd root, or None when scripts/setup-arm64 has not made it."""
    if not os.path.exists(os.path.join(AARCH64_ROOT_DIR, "stamp")):
        return None
    return os.path.join(AARCH64_ROOT_DIR, "root")


def aarch64_release():
    """The arm64 kernel scripts/setup-arm64 unpacked, or None."""
    modules = os.path.join(AARCH64_DIR, "lib", "modules")
    releases = sorted(os.listdir(modules)) if os.path.isdir(modules) else []
    releases = [r for r in releases if os.path.exists(os.path.join(AARCH64_DIR, "boot", f"vmlinuz-{r}"))]
    return releases[-1] if releases else None


def build_aarch64_initramfs(release, init_script_path, out_path):
    """busybox, the init script, and the modules with the lines of modules.dep that name them."""
    module_dir = os.path.join(AARCH64_DIR, "lib", "modules", release)
    paths = []
    for module in AARCH64_MODULES:
        out = subprocess.run(["modprobe", "-d", AARCH64_DIR, "-S", release, "--show-depends", module],
                             check=True, capture_output=True, text=True).stdout
        paths += [line.split()[1] for line in out.splitlines() if line.startswith("insmod ")]
    relative = sorted({os.path.relpath(p, module_dir) for p in paths})
    archive = Cpio()
    for d in ("bin", "dev", "proc", "sys", "tmp", "run", "lib", "lib/modules", f"lib/modules/{release}"):
        archive.directory(d)
    archive.file("bin/busybox", open(os.path.join(AARCH64_DIR, "bin", "busybox"), "rb").read(), 0o755)
    archive.file("init", open(init_script_path, "rb").read(), 0o755)
    archive.file("overlay-root.sh", open(OVERLAY_ROOT_SCRIPT, "rb").read())
    made = set()
    for path in relative:
        parts = path.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            d = "/".join(parts[:i])
            if d not in made:
                archive.directory(f"lib/modules/{release}/{d}")
                made.add(d)
        archive.file(f"lib/modules/{release}/{path}", open(os.path.join(module_dir, path), "rb").read())
    wanted = set(relative)
    dep_lines = [line for line in open(os.path.join(module_dir, "modules.dep")).read().splitlines()
                 if line.split(":")[0] in wanted]
    archive.file(f"lib/modules/{release}/modules.dep", ("\n".join(dep_lines) + "\n").encode())
    archive.write_gzip(out_path)


def prepare_aarch64(work_dir, init_script_path):
    """(release, Image path, initramfs path) of the arm64 machine, building the initramfs when stale."""
    release = aarch64_release()
    if release is None:
        raise RuntimeError(f"no arm64 kernel in {AARCH64_DIR}: run scripts/setup-arm64")
    os.makedirs(work_dir, exist_ok=True)
    initramfs = os.path.join(work_dir, f"initramfs-{release}.cpio.gz")
    inputs = [init_script_path, OVERLAY_ROOT_SCRIPT, os.path.join(AARCH64_DIR, "stamp"), __file__]
    if not os.path.exists(initramfs) or os.path.getmtime(initramfs) < max(os.path.getmtime(p) for p in inputs):
        build_aarch64_initramfs(release, init_script_path, initramfs)
    return release, os.path.join(AARCH64_DIR, "boot", f"vmlinuz-{release}"), initramfs
