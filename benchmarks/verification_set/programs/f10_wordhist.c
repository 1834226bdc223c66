/* Word lengths per paragraph.  Input: free text of at most 10^6 bytes.  A line is blank when
   it holds nothing but spaces, tabs and carriage returns; a paragraph is a maximal run of
   lines that are not blank.  A word is a maximal run of letters (A-Z, a-z); every other byte
   separates words.  Output: per paragraph, in order, a line "P:" (P its number, from 1)
   followed by " L*K" for each word length L that occurs in it, by increasing L, K the number
   of its words of that length; then a line "words W paragraphs P" with the totals. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

#define MAXLEN 1000000

static long count[MAXLEN + 1];

static int is_letter(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static int is_blank_line(const char *s, long n) {
    for (long i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n') return 0;
    return 1;
}

static long paragraphs = 0, longest = 0;

static void close_paragraph(void) {
    printf("%ld:", paragraphs);
    for (long l = 1; l <= longest; l++)
        if (count[l]) {
            printf(" %ld*%ld", l, count[l]);
            count[l] = 0;
        }
    putchar('\n');
    longest = 0;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long words = 0;
    int open = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (is_blank_line(line, n)) {
            if (open) close_paragraph();
            open = 0;
            continue;
        }
        if (!open) {
            paragraphs++;
            open = 1;
        }
        long run = 0;
        for (long i = 0; i <= n; i++) {
            if (i < n && is_letter((unsigned char)line[i])) {
                run++;
            } else if (run > 0) {
                count[run]++;
                if (run > longest) longest = run;
                words++;
                run = 0;
            }
        }
    }
    if (open) close_paragraph();
    printf("words %ld paragraphs %ld\n", words, paragraphs);
    free(line);
    return 0;
}
