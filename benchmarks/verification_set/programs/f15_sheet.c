/* A spreadsheet driven by commands, one a line.  Input: lines until the end of the input, at
   most 10^4 of them and each at most 200 bytes (the last may lack its newline; a carriage
   return at the end of a line is not part of it).  A cell is named by a capital letter A-Z and
   a number 1 to 99 without leading zeros (A1, Z99).  "NAME = FORMULA" gives the cell a formula:
   one or more terms joined by '+' or '-', a term a number of 1 to 9 digits or a cell's name,
   with any blanks (spaces, tabs) before and after the name, the '=', the terms and the signs.
   "print NAME" (blanks allowed around the words, at least one between them) prints the cell's
   value: its formula worked out from the left, a cell never given a formula being 0; or "cycle"
   when working it out needs the value of a cell whose own formula needs that value.  Every
   value and every partial sum a print needs is at most 10^18 in size.  Any other line prints
   "error" and changes nothing.  After the last line: "cells N", the cells that have a
   formula. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CELLS (26 * 100)
#define TERMS 100

struct formula {
    int terms;
    signed char sign[TERMS];
    int ref[TERMS];  /* a cell, or -1 for a number */
    long long number[TERMS];
};

static struct formula *sheet[CELLS];
static int seen[CELLS], busy[CELLS], stamp;
static long long value[CELLS];

static void blanks(const char **s) {
    while (**s == ' ' || **s == '\t') (*s)++;
}

/* a cell's name at *s: its index, or -1 */
static int cell_name(const char **s) {
    const char *p = *s;
    if (*p < 'A' || *p > 'Z') return -1;
    int letter = *p++ - 'A';
    if (*p < '1' || *p > '9') return -1;
    int number = *p++ - '0';
    if (*p >= '0' && *p <= '9') number = number * 10 + (*p++ - '0');
    if (number > 99 || (*p >= '0' && *p <= '9')) return -1;
    *s = p;
    return letter * 100 + number;
}

/* the value of cell `at` into *out; 0 when it meets a cycle */
static int eval(int at, long long *out) {
    if (seen[at] == stamp) {
        if (busy[at]) return 0;
        *out = value[at];
        return 1;
    }
    seen[at] = stamp;
    busy[at] = 1;
    long long sum = 0;
    const struct formula *f = sheet[at];
    for (int i = 0; f && i < f->terms; i++) {
        long long term = f->number[i];
        if (f->ref[i] >= 0 && !eval(f->ref[i], &term)) return 0;
        sum += f->sign[i] * term;
    }
    busy[at] = 0;
    value[at] = sum;
    *out = sum;
    return 1;
}

static int set(const char *s) {
    blanks(&s);
    int at = cell_name(&s);
    if (at < 0) return 0;
    blanks(&s);
    if (*s++ != '=') return 0;
    struct formula f;
    f.terms = 0;
    int sign = 1;
    for (;;) {
        blanks(&s);
        if (f.terms == TERMS) return 0;
        if (*s >= '0' && *s <= '9') {
            long long v = 0;
            int digits = 0;
            while (*s >= '0' && *s <= '9') {
                if (++digits > 9) return 0;
                v = v * 10 + (*s++ - '0');
            }
            f.ref[f.terms] = -1;
            f.number[f.terms] = v;
        } else {
            int ref = cell_name(&s);
            if (ref < 0) return 0;
            f.ref[f.terms] = ref;
            f.number[f.terms] = 0;
        }
        f.sign[f.terms++] = (signed char)sign;
        blanks(&s);
        if (*s == '\0') break;
        if (*s != '+' && *s != '-') return 0;
        sign = *s++ == '+' ? 1 : -1;
    }
    if (!sheet[at] && !(sheet[at] = malloc(sizeof f))) exit(1);
    *sheet[at] = f;
    return 1;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long lines = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        if (++lines > 10000) return 1;
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[n - 1] == '\r') n--;
        line[n] = '\0';
        if (n > 200 || (long)strlen(line) != n) return 1;
        const char *s = line;
        blanks(&s);
        if (strncmp(s, "print", 5) == 0 && (s[5] == ' ' || s[5] == '\t')) {
            s += 5;
            blanks(&s);
            int at = cell_name(&s);
            blanks(&s);
            if (at < 0 || *s != '\0') {
                puts("error");
                continue;
            }
            long long v;
            stamp++;
            if (eval(at, &v)) printf("%lld\n", v);
            else puts("cycle");
        } else if (!set(s)) {
            puts("error");
        }
    }
    long cells = 0;
    for (int i = 0; i < CELLS; i++) cells += sheet[i] != NULL;
    printf("cells %ld\n", cells);
    free(line);
    return 0;
}
