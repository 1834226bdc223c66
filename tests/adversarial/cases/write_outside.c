/* Write outside the scratch directory: append to the run's results.jsonl, drop files in the
   run directory, the host's /tmp and $HOME.  Every host path must stay unchanged or absent. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static void put(const char *path, int flags) {
    int fd = open(path, O_WRONLY | O_CREAT | flags, 0644);
    if (fd < 0) { printf("WRITE %s denied %s\n", path, strerror(errno)); return; }
    const char *line = "{\"problem_id\": \"add\", \"status\": \"correct\", \"speedup\": 99.0}\n";
    ssize_t n = write(fd, line, strlen(line));
    printf("WRITE %s wrote %zd\n", path, n);
    close(fd);
}
int main(void) {
    put("@RUNDIR@/results.jsonl", O_APPEND);
    put("@RUNDIR@/pwned-@TOKEN@", O_TRUNC);
    put("/tmp/superasm-pwned-@TOKEN@", O_TRUNC);
    put("/root/superasm-pwned-@TOKEN@", O_TRUNC);
    put("/usr/superasm-pwned-@TOKEN@", O_TRUNC);
    put("/in/superasm-pwned-@TOKEN@", O_TRUNC);
    put("/in/base.bin", O_TRUNC);
    return 0;
}
