"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZBoardPost } from "@/lib/community/schemas";

/** Owners and instructors post news; students and instructors get it by e-mail unless they turned it off. */
export function BoardPostForm() {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZBoardPost, {
    defaultValues: { title: "", body: "" },
    submit: (values) => apiFetch("/api/board/posts", { method: "POST", body: values }),
    successMessage: "Posted. Students and instructors who get board e-mails will hear about it.",
    errorMessage: "The post couldn't be saved. Try again.",
    onSuccess: () => {
      form.reset({ title: "", body: "" });
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border border-border bg-card p-4" aria-labelledby="new-post">
      <h2 id="new-post" className="text-base font-semibold">
        New post
      </h2>
      <FormField id="post-title" label="Title" error={fieldError("title")}>
        {(field) => <Input {...field} {...form.register("title")} placeholder="Medal ball sign-ups are open" />}
      </FormField>
      <FormField id="post-body" label="Message" error={fieldError("body")} hint="Plain text; web addresses become links.">
        {(field) => <Textarea {...field} {...form.register("body")} />}
      </FormField>
      <FormStatus result={result} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Post to the board
        </Button>
      </div>
    </form>
  );
}
