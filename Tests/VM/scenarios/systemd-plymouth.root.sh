# Runs chrooted in the overlay root before systemd starts (guest/systemd-root.sh): systemd-early's
# device image (PanelPicker installed, only its early unit enabled) with Plymouth's graphical splash.
. Tests/VM/scenarios/systemd-early.root.sh
[ "$VM_BOOT" = 1 ] || return 0
. Tests/VM/scenarios/systemd-plymouth.lib.sh
plymouth_splash_root
