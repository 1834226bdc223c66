/* Postal codes.  Input: lines until the end of the input (at most 10^6 bytes in all), each a
   postal code to check; the last line may lack its newline.  A line is a US code when it is
   five digits, or five digits, a hyphen and four digits; it is a Canadian code when it is a
   letter, a digit, a letter, one space, a digit, a letter and a digit, every letter upper case
   and none of D F I O Q U, and the first letter not W or Z.  Nothing else may be on the line
   (no blanks around the code).  Output: per line "US", "CA" or "bad"; then "valid V of N". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int digit(char c) {
    return c >= '0' && c <= '9';
}

static int letter(char c) {
    return c >= 'A' && c <= 'Z' && !strchr("DFIOQU", c);
}

static const char *kind(const char *s, long n) {
    if (n == 5 || n == 10) {
        int ok = 1;
        for (long i = 0; i < n; i++)
            if (i == 5 ? s[i] != '-' : !digit(s[i])) ok = 0;
        if (ok) return "US";
    }
    if (n == 7 && letter(s[0]) && s[0] != 'W' && s[0] != 'Z' && digit(s[1]) && letter(s[2]) &&
        s[3] == ' ' && digit(s[4]) && letter(s[5]) && digit(s[6]))
        return "CA";
    return "bad";
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, total = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        const char *k = kind(line, n);
        if (k[0] != 'b') valid++;
        total++;
        puts(k);
    }
    printf("valid %ld of %ld\n", valid, total);
    free(line);
    return 0;
}
