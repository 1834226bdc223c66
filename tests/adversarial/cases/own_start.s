# Define our own _start (clashing with crt1.o's): skip libc's start-up and main entirely.
	.text
	.globl	_start
_start:
	movl	$231, %eax
	xorl	%edi, %edi
	syscall
	.globl	main
main:
	xorl	%eax, %eax
	ret
	.section	.note.GNU-stack,"",@progbits
