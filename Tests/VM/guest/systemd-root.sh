# Prepares the overlay root for the real systemd (run chrooted by guest/init before
# switch_root, at every boot of a `systemd=True` scenario): the host's root is a
# container image, not a device, so this makes it boot as one, fast, and run the
# scenario's entry script as a unit once the system is up.

# A container marker makes systemd start container variants of units.
rm -f /.dockerenv

# The results share and the checkout may lie under /tmp, which tmp.conf empties at boot.
mkdir -p /etc/tmpfiles.d
echo 'd /tmp 1777 root root -' > /etc/tmpfiles.d/tmp.conf

# What only slows a boot under TCG: timers, databases, clock sync, the serial console's
# login, and the update jobs a changed /etc triggers (hwdb alone takes tens of seconds).
for unit in serial-getty@ttyS0.service serial-getty@ttyAMA0.service systemd-timesyncd.service systemd-pstore.service \
    e2scrub_reap.service postgresql.service remote-fs.target apt-daily.timer apt-daily-upgrade.timer \
    dpkg-db-backup.timer e2scrub_all.timer fstrim.timer man-db.timer systemd-tmpfiles-clean.timer \
    ldconfig.service systemd-hwdb-update.service systemd-journal-catalog-update.service \
    systemd-update-done.service systemd-firstboot.service systemd-logind.service \
    dbus.service dbus.socket mosquitto.service; do
  ln -sfn /dev/null "/etc/systemd/system/$unit"
done
# Plymouth (scripts/setup installs it on the host, whose root this is) only on a boot whose kernel
# command line asks for a splash (MachineSpec(plymouth=True)); elsewhere its units stay masked, so
# that no plymouthd holds the panel or the boot, as before it was installed.
plymouth_units=$(cd /lib/systemd/system 2>/dev/null && ls plymouth*.service systemd-ask-password-plymouth.* 2>/dev/null)
if grep -qw splash /proc/cmdline; then
  for unit in $plymouth_units; do
    [ "$(readlink "/etc/systemd/system/$unit")" = /dev/null ] && rm -f "/etc/systemd/system/$unit"
  done
else
  for unit in $plymouth_units; do
    ln -sfn /dev/null "/etc/systemd/system/$unit"
  done
fi
# Generators run before any unit, each a process under TCG: only the getty and fstab ones make
# units this root boots with; the rest look for encrypted, GPT, hibernated or SysV things it has not.
mkdir -p /etc/systemd/system-generators
for generator in /lib/systemd/system-generators/*; do
  case "${generator##*/}" in
    systemd-getty-generator | systemd-fstab-generator) ;;
    *) ln -sfn /dev/null "/etc/systemd/system-generators/${generator##*/}" ;;
  esac
done

# Under TCG a device can take longer to appear than systemd's default 90 s wait for it (card0 came
# 70 s after systemd on a loaded arm64 machine), and a unit ordered after it then starts without it.
mkdir -p /etc/systemd/system.conf.d
printf '[Manager]\nDefaultTimeoutStartSec=300s\n' > /etc/systemd/system.conf.d/tcg.conf

# The scenario's entry script, run once the system is up; the guest powers itself off after it.
cat > /etc/systemd/system/vm-scenario.service <<'UNIT'
[Unit]
Description=Tests/VM scenario script
After=multi-user.target

[Service]
Type=oneshot
TimeoutStartSec=infinity
StandardOutput=journal+console
StandardError=journal+console
ExecStart=/bin/sh /vm/out/.entry.sh
ExecStopPost=/bin/sh -c 'sync; systemctl poweroff -ff'

[Install]
WantedBy=multi-user.target
UNIT
mkdir -p /etc/systemd/system/multi-user.target.wants
ln -sfn /etc/systemd/system/vm-scenario.service /etc/systemd/system/multi-user.target.wants/vm-scenario.service

# What the scenario installs before systemd starts (scenarios/NAME.root.sh, as Tests/VM/run wrote it).
if [ -f /vm/out/.root.sh ]; then
  /bin/sh /vm/out/.root.sh || echo "vm-init: the scenario's root preparation failed"
fi
