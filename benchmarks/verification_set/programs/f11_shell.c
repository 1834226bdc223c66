/* A tree of directories driven by commands.  Input: at most 10^5 commands, one a line, each a
   word and its argument separated by one space: "mkdir NAME" makes directory NAME in the
   current one (prints "exists" when it is there already, else nothing); "cd NAME" enters it
   (prints "no NAME" when it is not there), "cd .." goes to the parent (the root stays the
   root) and "cd /" to the root; "pwd" prints the path of the current directory ("/" for the
   root, else "/a/b" with each name after a slash); "ls" prints how many directories the
   current one holds.  A NAME is 1 to 40 of the characters A-Z a-z 0-9 . _ - and is neither "."
   nor "..".  The root's path is "/", and no path is longer than 10^5 characters. */
#include <stdio.h>
#include <string.h>

#define MAXN 100001
#define SLOTS (1 << 18)

static char name[MAXN][41];
static long parent[MAXN], children[MAXN];
static long slot[SLOTS];  /* node + 1, 0 when empty */
static long nodes = 1;    /* node 0 is the root */
static char path[100002];

static unsigned long hash(long dir, const char *s) {
    unsigned long h = 1469598103934665603UL ^ (unsigned long)dir;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211UL;
    return h;
}

static long find(long dir, const char *s, unsigned long *at) {
    unsigned long i = hash(dir, s) & (SLOTS - 1);
    while (slot[i]) {
        long n = slot[i] - 1;
        if (parent[n] == dir && strcmp(name[n], s) == 0) return n;
        i = (i + 1) & (SLOTS - 1);
    }
    *at = i;
    return -1;
}

static int valid(const char *s) {
    size_t n = strlen(s);
    if (n < 1 || n > 40 || strcmp(s, ".") == 0 || strcmp(s, "..") == 0) return 0;
    for (size_t i = 0; i < n; i++)
        if (!strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-", s[i]))
            return 0;
    return 1;
}

static void print_path(long dir) {
    long at = (long)sizeof path - 1;
    path[at] = '\0';
    if (dir == 0) {
        puts("/");
        return;
    }
    for (; dir != 0; dir = parent[dir]) {
        long n = (long)strlen(name[dir]);
        at -= n;
        memcpy(path + at, name[dir], (size_t)n);
        path[--at] = '/';
    }
    puts(path + at);
}

int main(void) {
    char command[8], arg[64];
    long current = 0;
    parent[0] = -1;
    while (scanf("%7s", command) == 1) {
        if (strcmp(command, "pwd") == 0) {
            print_path(current);
        } else if (strcmp(command, "ls") == 0) {
            printf("%ld\n", children[current]);
        } else if (strcmp(command, "cd") == 0 || strcmp(command, "mkdir") == 0) {
            if (scanf("%63s", arg) != 1) return 1;
            if (command[0] == 'c' && strcmp(arg, "/") == 0) {
                current = 0;
                continue;
            }
            if (command[0] == 'c' && strcmp(arg, "..") == 0) {
                if (current != 0) current = parent[current];
                continue;
            }
            if (!valid(arg)) return 1;
            unsigned long at = 0;
            long n = find(current, arg, &at);
            if (command[0] == 'c') {
                if (n < 0) printf("no %s\n", arg);
                else current = n;
            } else if (n >= 0) {
                puts("exists");
            } else {
                if (nodes >= MAXN) return 1;
                n = nodes++;
                strcpy(name[n], arg);
                parent[n] = current;
                children[current]++;
                slot[at] = n + 1;
            }
        } else {
            return 1;
        }
    }
    return 0;
}
