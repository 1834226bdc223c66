/* Expenses.  Input: a header line, then records "name,category,amount", one per line (the last
   line may lack its newline); name and category are non-empty and hold no comma; amount is an
   optional sign (+ or -) and 1 to 13 digits (cents, |amount| < 10^13); at most 10^5 records and
   1000 categories; lines of any length.  Output: "category total" for each category in order of
   first appearance, then "TOTAL total". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXCAT 1000

static char *names[MAXCAT];
static long long totals[MAXCAT];
static int ncat;

/* the next line without its newline, in a growing buffer; NULL at the end of the input */
static char *read_line(char **buf, size_t *cap) {
    size_t len = 0;
    int c = getchar();
    if (c == EOF) return NULL;
    while (c != EOF && c != '\n') {
        if (len + 1 >= *cap) {
            *cap = *cap ? 2 * *cap : 256;
            char *grown = realloc(*buf, *cap);
            if (!grown) exit(1);
            *buf = grown;
        }
        (*buf)[len++] = (char)c;
        c = getchar();
    }
    if (!*buf) {
        *cap = 256;
        *buf = malloc(*cap);
        if (!*buf) exit(1);
    }
    (*buf)[len] = '\0';
    return *buf;
}

int main(void) {
    char *line = NULL;
    size_t cap = 0;
    if (!read_line(&line, &cap)) return 1;
    while (read_line(&line, &cap)) {
        char *first = strchr(line, ',');
        if (!first || first == line) return 1;
        char *category = first + 1;
        char *second = strchr(category, ',');
        if (!second || second == category) return 1;
        *second = '\0';
        char *amount = second + 1, *end;
        const char *digits = amount + (*amount == '+' || *amount == '-');
        size_t ndigits = strspn(digits, "0123456789");
        if (ndigits < 1 || ndigits > 13 || digits[ndigits] != '\0') return 1;
        long long value = strtoll(amount, &end, 10);
        int k = 0;
        while (k < ncat && strcmp(names[k], category) != 0) k++;
        if (k == ncat) {
            if (ncat == MAXCAT) return 1;
            names[ncat] = malloc(strlen(category) + 1);
            if (!names[ncat]) return 1;
            strcpy(names[ncat], category);
            ncat++;
        }
        totals[k] += value;
    }
    long long all = 0;
    for (int k = 0; k < ncat; k++) {
        printf("%s %lld\n", names[k], totals[k]);
        all += totals[k];
        free(names[k]);
    }
    printf("TOTAL %lld\n", all);
    free(line);
    return 0;
}
