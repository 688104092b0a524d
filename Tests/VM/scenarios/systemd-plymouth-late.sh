# Runs as the vm-scenario unit under systemd (guest/systemd-root.sh), as root, after multi-user.target.
# panel-picker.service and its socket were enabled and Plymouth's theme set before this boot began
# (systemd-plymouth-late.root.sh); the host filmed the screen meanwhile (systemd-plymouth.py).
. Tests/VM/scenarios/systemd-plymouth.lib.sh
UNIT=panel-picker.service
CONFIG=/etc/panel-picker/config.json

check_handed_over $UNIT picker

# The unit ended the splash, as GDM does: plymouthd exited after the picker's first frame (the
# ExecStartPost= quit), the boot's plymouth-quit.service, which conflicts with the unit, never ran,
# plymouth-quit-wait.service (`plymouth --wait`, which gettys and others order after) finished after
# the first frame, when the quit reached plymouthd (its reply comes before systemd sees plymouthd's
# exit, tens of ms later), and the boot reached multi-user.target, which waits for both.
quit_wait=$(usec plymouth-quit-wait.service ActiveEnterTimestampMonotonic)
multi_user=$(usec multi-user.target ActiveEnterTimestampMonotonic)
{
  echo "since the kernel started (ms): plymouthd $(ms "$plymouthd_start"), card0 $(ms "$device"), picker exec $(ms "$exec_start"),"
  echo "  first frame (journal) $(ms "$frame"), plymouthd exited $(ms "$plymouthd_exit"), picker active $(ms "$active"),"
  echo "  plymouth-quit-wait.service done $(ms "$quit_wait"), multi-user.target $(ms "$multi_user"), plymouth-quit.service $(ms "$quit_unit")"
  echo "journal: $frame_line"
} > "$VM_OUT/plymouth-times.txt"
host check PASS plymouth-times "$(vm_oneline < "$VM_OUT/plymouth-times.txt")"
check plymouth-quit-after-ready sh -c "test '$frame' -gt 0 -a '$frame' -lt '$plymouthd_exit' \
  || { echo 'first frame $frame, plymouthd exited $plymouthd_exit (us)'; exit 1; }"
check plymouth-quit-service-not-run sh -c "test '$quit_unit' = 0 -a \"\$(systemctl show -p ActiveState --value plymouth-quit.service)\" = inactive \
  || { systemctl status --no-pager plymouth-quit.service; exit 1; }"
quit_wait_state=$(usec plymouth-quit-wait.service ActiveState)/$(usec plymouth-quit-wait.service Result)
check plymouth-quit-wait-finished sh -c "test '$quit_wait_state' = active/success -a '$quit_wait' -gt '$frame' \
  || { echo '$quit_wait_state, done $quit_wait, first frame $frame (us)'; exit 1; }"
check multi-user-reached sh -c "test \"\$(systemctl show -p ActiveState --value multi-user.target)\" = active -a '$multi_user' -ge '$quit_wait'"

plymouth_film "$VM_OUT/plymouth-times.txt"

# OnFailure= only when the unit fails for good. A killed picker is restarted (Restart=on-failure)
# without plymouth-quit.service...
pid=$(usec $UNIT MainPID)
kill -9 "$pid"
check restart-after-kill wait_for 300 sh -c "pid=\$(systemctl show -p MainPID --value $UNIT); [ \"\$pid\" != 0 ] && [ \"\$pid\" != $pid ] && [ \"\$(systemctl show -p SubState --value $UNIT)\" = running ]"
check restart-no-plymouth-quit test "$(systemctl show -p ActiveState --value plymouth-quit.service)" = inactive
# ...while a bad config (exit 2, which no restart mends) fails the unit, and OnFailure= starts
# plymouth-quit.service, which would end a splash still up (here there is none: its `plymouth quit`
# finds no plymouthd, which its "-" allows).
cp $CONFIG $CONFIG.good
echo '{' > $CONFIG
systemctl restart $UNIT
failed_state=$(usec $UNIT ActiveState)/$(usec $UNIT ExecMainStatus)
check bad-config-failed sh -c "test '$failed_state' = failed/2 || { echo 'state/exit status $failed_state'; exit 1; }"
check bad-config-plymouth-quit wait_for 100 sh -c "test \"\$(systemctl show -p ActiveState --value plymouth-quit.service)\" = active"
# Starting the picker again stops plymouth-quit.service (Conflicts=), as at boot.
mv $CONFIG.good $CONFIG
systemctl reset-failed $UNIT
check start-after-failure systemctl start $UNIT
check start-stops-plymouth-quit test "$(systemctl show -p ActiveState --value plymouth-quit.service)" = inactive
journalctl -b -o short-monotonic -u $UNIT -u plymouth-quit.service > "$VM_OUT/journal-failure.txt"

check_starts_without_plymouth $UNIT picker
