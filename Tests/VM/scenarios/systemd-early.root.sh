# Runs chrooted in the overlay root before systemd starts (guest/systemd-root.sh): the device image
# the boot starts from, with PanelPicker installed and only its early unit enabled (docs/service.md).
[ "$VM_BOOT" = 1 ] || return 0
scripts/install --binary "$VM_BIN/panel-picker" > /vm/out/install.txt 2>&1 || echo "vm-init: scripts/install failed"
# As the Debian package ships it (scripts/package strips it): less to page in before main.
strip /usr/local/bin/panel-picker
# The boot profile as the early unit runs it: the socket shared with group panel-picker, and no
# countdown, so that the picture is still up when the scenario script runs after multi-user.target.
sed -e 's#"timeout_s": 10, ##' -e 's#"confirm": {#"control": {"group": "panel-picker"},\n  "confirm": {#' \
  configs/boot-profile.json > /etc/panel-picker/config.json
systemctl enable panel-picker-early.service
# QEMU's emulation (TCG, two guests on two cores) runs this boot tens of times slower than a board:
# card0 alone comes 7-8 s after systemd. The unit's bounds are a board's; the guest's are wider.
mkdir -p /etc/systemd/system/panel-picker-early.service.d
printf '[Unit]\nJobTimeoutSec=180s\n[Service]\nTimeoutStartSec=120s\n' > /etc/systemd/system/panel-picker-early.service.d/tcg.conf
# A variant of the unit to measure (VM_EARLY_DROPIN on the host: Tests/VM/run passes its path).
[ -z "$VM_EARLY_DROPIN" ] || cp "$VM_EARLY_DROPIN" /etc/systemd/system/panel-picker-early.service.d/variant.conf
useradd --create-home alice && usermod -aG panel-picker alice
# The device's own targets the boot profile names: Diagnostics leaves a mark. So would a target
# no row names, should anything start it.
for mark in diagnostics unlisted; do
  cat > /etc/systemd/system/$mark.target <<UNIT
[Unit]
Description=Tests/VM $mark target
Wants=vm-$mark-mark.service
UNIT
  cat > /etc/systemd/system/vm-$mark-mark.service <<UNIT
[Unit]
Description=Tests/VM: $mark.target was reached

[Service]
Type=oneshot
RemainAfterExit=yes
ExecStart=/bin/touch /run/vm-$mark-mark
UNIT
done
