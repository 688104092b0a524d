# Runs chrooted in the overlay root before systemd starts (guest/systemd-root.sh): the device image of a
# kiosk (PanelPicker installed, panel-picker.socket and panel-picker.service enabled as docs/service.md
# says, the installed time picker its config) with Plymouth's graphical splash, as systemd-plymouth has it.
[ "$VM_BOOT" = 1 ] || return 0
scripts/install --binary "$VM_BIN/panel-picker" > /vm/out/install.txt 2>&1 || echo "vm-init: scripts/install failed"
systemctl enable panel-picker.socket panel-picker.service
. Tests/VM/scenarios/systemd-plymouth.lib.sh
plymouth_splash_root
