# Runs chrooted in the overlay root before systemd starts (guest/systemd-root.sh): systemd-early's
# device image (PanelPicker installed, only its early unit enabled) with Plymouth's graphical splash.
. Tests/VM/scenarios/systemd-early.root.sh
[ "$VM_BOOT" = 1 ] || return 0
# spinfinity: a blue gradient, which neither the console nor a black frame can be taken for.
plymouth-set-default-theme spinfinity
# plymouthd waits 8 s for a DRM device before it falls back to text; under TCG card0 comes tens of
# seconds after systemd (as the early unit's own bounds are widened in systemd-early.root.sh).
sed -i 's/^DeviceTimeout=.*//' /etc/plymouth/plymouthd.conf
echo 'DeviceTimeout=300' >> /etc/plymouth/plymouthd.conf
# The panel's driver loaded before systemd starts, as on a Debian system with Plymouth: its
# initramfs hook copies the DRM drivers into the initramfs, udev loads them there and the splash is
# up before the root's systemd starts the picker. (Loaded by the root's udev, card0 brings the
# picker's start and plymouthd's first picture together: a race, which the splash won in one run.)
modprobe bochs || echo "vm-init: modprobe bochs failed"
# What the picker's first frame must be, for the host, which films the screen from the boot's start
# (scenarios/systemd-plymouth.py): rendered now, long before the panel comes up.
"$VM_BIN/panel-picker" render --config /etc/panel-picker/config.json --out /vm/out/early.png.part \
  && mv /vm/out/early.png.part /vm/out/early.png
