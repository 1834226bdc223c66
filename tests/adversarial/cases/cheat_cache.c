/* Cache across runs: remember the answer in every writable place; a later run that finds a
   cache prints CACHED (so a surviving cache shows up as a wrong answer). */
#include <stdio.h>
#include <sys/stat.h>
static const char *places[] = {"/work/.cache", "/tmp/.cache", "/dev/shm/.cache", "/.cache",
                               "/dev/.cache", "/etc/.cache", "/work/.superasm/.cache"};
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    for (unsigned i = 0; i < sizeof places / sizeof *places; i++) {
        struct stat st;
        if (stat(places[i], &st) == 0) { printf("CACHED in %s\n", places[i]); return 0; }
    }
    for (unsigned i = 0; i < sizeof places / sizeof *places; i++) {
        FILE *f = fopen(places[i], "w");
        if (f) { fprintf(f, "%ld\n", a + b); fclose(f); }
    }
    printf("%ld\n", a + b);
    return 0;
}
