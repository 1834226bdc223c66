/* E-mail addresses, one a line.  Input: lines until the end of the input (at most 10^6 bytes in
   all); the last line may lack its newline.  A line is an address when it is LOCAL@DOMAIN with
   nothing else: LOCAL is 1 to 64 of the characters A-Z a-z 0-9 . _ % + - that neither starts
   nor ends with '.' and has no two '.' in a row; DOMAIN is two or more labels joined by '.',
   each label 1 to 63 of the characters A-Z a-z 0-9 - neither starting nor ending with '-', the
   last label letters only and at least two of them.  Output: per line "ok D" with the domain D
   in lower case, or "bad"; then a line "valid V bad B". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int alnum(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

static int check_local(const char *s, long n) {
    if (n < 1 || n > 64 || s[0] == '.' || s[n - 1] == '.') return 0;
    for (long i = 0; i < n; i++) {
        if (!alnum(s[i]) && !strchr("._%+-", s[i])) return 0;
        if (s[i] == '.' && s[i + 1] == '.') return 0;
    }
    return 1;
}

static int check_domain(const char *s, long n) {
    long labels = 0, start = 0;
    for (long i = 0; i <= n; i++) {
        if (i < n && s[i] != '.') {
            if (!alnum(s[i]) && s[i] != '-') return 0;
            continue;
        }
        long len = i - start;
        if (len < 1 || len > 63 || s[start] == '-' || s[i - 1] == '-') return 0;
        labels++;
        if (i == n) {
            if (len < 2) return 0;
            for (long k = start; k < n; k++)
                if (!((s[k] >= 'A' && s[k] <= 'Z') || (s[k] >= 'a' && s[k] <= 'z'))) return 0;
        }
        start = i + 1;
    }
    return labels >= 2;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, bad = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') line[--n] = '\0';
        char *at = memchr(line, '@', (size_t)n);
        long local = at ? at - line : -1;
        if (at && !memchr(at + 1, '@', (size_t)(n - local - 1)) && check_local(line, local) &&
            check_domain(at + 1, n - local - 1)) {
            valid++;
            for (char *p = at + 1; *p; p++)
                if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
            printf("ok %s\n", at + 1);
        } else {
            bad++;
            puts("bad");
        }
    }
    printf("valid %ld bad %ld\n", valid, bad);
    free(line);
    return 0;
}
