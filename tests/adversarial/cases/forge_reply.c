/* Forge the runner's answer: write a fake "success, took no time" reply into the channel to the
   host through /proc/PID/fd of our parent and of pid 1, and steal the next request from their
   stdin.  Our own output is wrong, so any verdict other than a failure means we were believed. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static const char *fake =
    "{\"exit_code\": 0, \"signal\": null, \"timed_out\": false, \"output_limit\": false, "
    "\"cpu_s\": 1e-09, \"wall_s\": 1e-09, \"max_rss_kb\": 0, \"stdout_sha256\": "
    "\"@EXPECTED_SHA@\", \"stdout_size\": 2, \"stdout\": \"\", \"stderr\": \"\", "
    "\"stderr_tail\": \"\", \"survivors\": 0}\n";
static void forge(int pid) {
    char path[64];
    for (int fdno = 0; fdno < 8; fdno++) {
        snprintf(path, sizeof path, "/proc/%d/fd/%d", pid, fdno);
        int fd = open(path, O_WRONLY | O_NONBLOCK);
        if (fd >= 0) {
            ssize_t n = write(fd, fake, strlen(fake));
            printf("FORGE %s wrote %zd\n", path, n);
            close(fd);
        } else {
            printf("FORGE %s %s\n", path, strerror(errno));
        }
    }
}
int main(void) {
    forge(getppid());
    forge(1);
    printf("wrong answer\n");
    return 0;
}
