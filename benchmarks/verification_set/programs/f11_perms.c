/* File permissions, one a line.  Input: lines until the end of the input (at most 10^6 bytes in
   all); the last line may lack its newline.  A line is either nine symbols "rwxrwxrwx" with '-'
   for each permission not given (the owner's, the group's and the others' read, write and run),
   where an 's' in place of the owner's or the group's 'x' means run and set-id, an 'S' set-id
   without run, and a 't' or 'T' in place of the others' 'x' the sticky bit with or without run;
   or three or four octal digits (four: the first of set-user-id 4, set-group-id 2 and sticky 1,
   added).  Output: per line the other form (four octal digits, the first 0 when no special bit
   is set, for symbols; nine symbols for digits), or "bad"; then a line "lines N bad B". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int from_symbols(const char *s) {
    static const char letters[] = "rwxrwxrwx";
    int mode = 0;
    for (int i = 0; i < 9; i++) {
        int bit = 1 << (8 - i);
        if (s[i] == letters[i]) mode |= bit;
        else if (s[i] == '-') continue;
        else if (i == 2 && (s[i] == 's' || s[i] == 'S')) mode |= 04000 | (s[i] == 's' ? bit : 0);
        else if (i == 5 && (s[i] == 's' || s[i] == 'S')) mode |= 02000 | (s[i] == 's' ? bit : 0);
        else if (i == 8 && (s[i] == 't' || s[i] == 'T')) mode |= 01000 | (s[i] == 't' ? bit : 0);
        else return -1;
    }
    return mode;
}

static void to_symbols(int mode, char *out) {
    static const char letters[] = "rwxrwxrwx";
    for (int i = 0; i < 9; i++) out[i] = (mode >> (8 - i)) & 1 ? letters[i] : '-';
    if (mode & 04000) out[2] = out[2] == 'x' ? 's' : 'S';
    if (mode & 02000) out[5] = out[5] == 'x' ? 's' : 'S';
    if (mode & 01000) out[8] = out[8] == 'x' ? 't' : 'T';
    out[9] = '\0';
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long lines = 0, bad = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        lines++;
        int mode = -1;
        if (n == 9) {
            mode = from_symbols(line);
            if (mode >= 0) {
                printf("%04o\n", mode);
                continue;
            }
        } else if (n == 3 || n == 4) {
            mode = 0;
            for (long i = 0; i < n && mode >= 0; i++)
                mode = line[i] >= '0' && line[i] <= '7' ? mode * 8 + (line[i] - '0') : -1;
            if (mode >= 0) {
                char out[10];
                to_symbols(mode, out);
                puts(out);
                continue;
            }
        }
        bad++;
        puts("bad");
    }
    printf("lines %ld bad %ld\n", lines, bad);
    free(line);
    return 0;
}
