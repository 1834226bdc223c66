/* Try to gain privileges: become root, mount, chroot, load a module, reboot, change the clock,
   create devices.  Every attempt must fail or stay confined to namespaces of our own. */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/time.h>
#include <unistd.h>
#define TRY(name, expr) printf("PRIV %s %s\n", name, (expr) == 0 ? "SUCCEEDED" : strerror(errno))
int main(void) {
    TRY("setuid0", setuid(0));
    TRY("mount", mount("none", "/usr", "tmpfs", 0, 0));
    TRY("remount_usr_rw", mount(0, "/usr", 0, MS_REMOUNT, 0));
    TRY("chroot", chroot("/work"));
    TRY("mknod_sda", mknod("/work/sda", S_IFBLK | 0600, makedev(8, 0)));
    struct timeval tv = {0, 0};
    TRY("settimeofday", settimeofday(&tv, 0));
    TRY("sethostname", sethostname("pwned", 5));
    TRY("reboot", reboot(RB_POWER_OFF));
    return 0;
}
