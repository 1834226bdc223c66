/* Read host files: shadow, home directories, the dataset with its expected outputs, the run
   directory, a secret planted by the test.  Whatever opens is dumped to stdout. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static void dump(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) { printf("READ %s denied %s\n", path, strerror(errno)); return; }
    char buf[4096];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    buf[n > 0 ? n : 0] = 0;
    printf("READ %s OPENED %s\n", path, buf);
    close(fd);
}
static void list(const char *path) {
    DIR *d = opendir(path);
    if (!d) { printf("LIST %s denied %s\n", path, strerror(errno)); return; }
    struct dirent *e;
    printf("LIST %s:", path);
    while ((e = readdir(d))) printf(" %s", e->d_name);
    printf("\n");
    closedir(d);
}
int main(void) {
    const char *files[] = {"/etc/shadow", "/etc/passwd", "/root/.bash_history", "@SECRET@",
                           "@DATASET@", "@RUNDIR@/results.jsonl", "/proc/1/root/etc/shadow",
                           "/proc/1/cwd/@SECRET_NAME@", "/proc/self/root/@SECRET@"};
    for (unsigned i = 0; i < sizeof files / sizeof *files; i++) dump(files[i]);
    const char *dirs[] = {"/root", "/home", "@RUNDIR@", "/", "/in", "/etc"};
    for (unsigned i = 0; i < sizeof dirs / sizeof *dirs; i++) list(dirs[i]);
    return 0;
}
