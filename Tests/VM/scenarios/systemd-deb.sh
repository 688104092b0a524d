# Runs as the vm-scenario unit under systemd (guest/systemd-root.sh), as root, at each boot.
. Tests/VM/guest/display.sh
. Tests/VM/guest/service.sh
PP=/usr/bin/panel-picker
CONFIG=/etc/panel-picker/config.json

# check_gone NAME: nothing of the package is left: no files, units, links, state or dpkg record.
check_gone() {
  vm_left=$(ls -d /usr/bin/panel-picker /etc/panel-picker /var/lib/panel-picker /usr/share/panel-picker \
    /lib/systemd/system/panel-picker.* /lib/systemd/system/panel-picker-* \
    /etc/systemd/system/*.wants/panel-picker.* /etc/systemd/system/*.wants/panel-picker-* 2>/dev/null)
  vm_state=$(dpkg-query -W -f='${db:Status-Abbrev}' panel-picker 2>/dev/null)
  if [ -z "$vm_left" ] && [ -z "$vm_state" ]; then
    host check PASS "$1"
  else
    host check FAIL "$1" "left: $vm_left; dpkg: $vm_state"
  fi
}

if [ "$VM_BOOT" = 1 ]; then
  wait_for 100 test -e /dev/dri/card0
  shadow_edit useradd --create-home alice && shadow_edit useradd --create-home mallory
  # docs/packaging.md: the package creates the user, then enables and starts both units.
  # The guest's root is this machine's, which is set up like a container image: its policy-rc.d
  # forbids maintainer scripts to start services, and man-db's trigger would index every manual
  # page, minutes under TCG. A device has neither; the overlay root lets the guest drop both.
  rm -f /usr/sbin/policy-rc.d /var/lib/man-db/auto-update
  if host hook package "$VM_BIN"; then
    check dpkg-install timeout 120 dpkg -i "$VM_OUT/${VM_REPLY#ok }"
  else
    host check FAIL package-built "$VM_REPLY"
  fi
  check enabled sh -c 'systemctl is-enabled panel-picker.socket && systemctl is-enabled panel-picker.service'
  check usermod shadow_edit usermod -aG panel-picker alice
  wait_for 100 is_running
  check_service_on_duty

  # For the second boot: a selection made over the socket by a member of the group.
  check select-for-reboot runuser -u alice -- "$PP" ctl select minute 45
  sleep 3
  journalctl -b -o short-monotonic -u panel-picker.socket -u panel-picker.service > "$VM_OUT/journal-boot1.txt"
else
  "$PP" render --config "$CONFIG" --select hour=10 --select minute=45 --out "$VM_OUT/rebooted.png"
  wait_for 100 is_running
  check_running boot2-started-ready
  host compare-within 10 boot2-selection-kept rebooted.png
  check_ctl boot2-ctl-group-member alice

  # Removal stops the units (the console comes back) and keeps the edited conffile. dpkg runs the
  # maintainer scripts apt-get would; apt-get itself first reads the host's package lists, tens of
  # seconds under TCG that test nothing of the package.
  check dpkg-remove timeout 300 dpkg --remove panel-picker
  check removed-stopped sh -c '! systemctl is-active panel-picker.service panel-picker.socket'
  check_kd console-text-after-remove /dev/tty1 0
  check removed-conffile-kept grep -q '"tint": "#ff375f"' "$CONFIG"
  check removed-binary-gone test ! -e "$PP"
  check dpkg-purge timeout 300 dpkg --purge panel-picker
  check_gone purged-nothing-left
  journalctl -b -o short-monotonic -u panel-picker.socket -u panel-picker.service > "$VM_OUT/journal-boot2.txt"
fi
