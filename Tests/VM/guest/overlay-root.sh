# Sourced by both guests' /init (guest/init, guest/init-aarch64; harness/kernel.py puts it in each
# initramfs) for a boot of the real systemd. systemd needs a writable root: the root shared over 9p
# as `hostroot` (the host's own, or the arm64 machine's Debian root) becomes the lower layer of an
# overlay whose changes live on the ext4 disk the host made, so a second boot starts from the first's.

# mount_overlay_root REPO: the overlay at /newroot, with the checkout (REPO, its host path) and the
# results share (/vm/out) mounted in it. The overlay's modules must be loaded.
mount_overlay_root() {
  mkdir -p /lower /persist /newroot
  mount -t 9p -o trans=virtio,version=9p2000.L,ro,cache=loose,msize=262144 hostroot /lower \
    && mount -t ext4 /dev/vda /persist && mkdir -p /persist/upper /persist/work \
    && mount -t overlay -o lowerdir=/lower,upperdir=/persist/upper,workdir=/persist/work overlay /newroot \
    || { echo "vm-init: cannot assemble the overlay root"; poweroff -f; }
  if [ -n "$1" ]; then
    mkdir -p "/newroot$1"
    mount -t 9p -o trans=virtio,version=9p2000.L,ro,cache=loose,msize=262144 repo "/newroot$1" || echo "vm-init: cannot mount the checkout at $1"
  fi
  mkdir -p /newroot/vm/out
  mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144 results /newroot/vm/out
}

# switch_to_systemd REPO: guest/systemd-root.sh prepares the root, then systemd becomes PID 1 in it.
switch_to_systemd() {
  mount -t proc proc /newroot/proc
  chroot /newroot /bin/sh "$1/Tests/VM/guest/systemd-root.sh" || echo "vm-init: preparing the root for systemd failed"
  umount /newroot/proc
  umount /proc /sys
  exec switch_root /newroot /lib/systemd/systemd
}
