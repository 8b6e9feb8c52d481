/** The tasks feature's public surface: its routes and the Tasks section of jobs, intake and customers. */
export { tasksRoutes } from './routes';
export { TasksSection, type TasksSectionProps } from './components/tasks-section';
export { useDeleteTask } from './api/delete-task';
export { TASK_DELETED } from './model/task-messages';
